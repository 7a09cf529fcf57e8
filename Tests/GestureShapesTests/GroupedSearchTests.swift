import Foundation
import GestureKit
@testable import GestureShapes
import GestureTraces
import Testing

/// The pieces of Jackknife + $Q's grouped search (`GroupedSearch.swift`): every bound it
/// prunes with must be a true lower bound, and its answers those of measuring everything.
@Suite("Jackknife + $Q's grouped search: true bounds, exact answers")
struct GroupedSearchTests {
    /// Every $1 gesture of the first writer at medium speed as templates (160, enough for
    /// groups and the candidate's table), and candidates from the other writers.
    static func writerSet(stride: Int) throws -> (templates: [LabelledGesture], candidates: [LabelledGesture]) {
        let gestures = try SharedData.dollarOne.get().gestures
        let source = gestures[0].subject
        let templates = gestures.filter { $0.subject == source && $0.details["speed"] == "medium" }
        let candidates = gestures.filter { $0.subject != source }.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        return (templates, candidates)
    }

    static func pair(_ templates: [LabelledGesture]) -> JackknifeAndQ {
        var pair = JackknifeAndQ()
        for template in templates { pair.addTemplate(template.label, sample: template.sample) }
        return pair
    }

    @Test("The heap pops its bounds from the least up")
    func heapOrder() {
        var generator = SystemRandomNumberGenerator()
        var heap = BoundHeap()
        var reference: [Double] = []
        for round in 0..<2_000 {
            if round % 3 == 2, !reference.isEmpty {
                reference.sort()
                #expect(heap.minimum == reference[0])
                #expect(heap.pop().bound == reference.removeFirst())
            } else {
                let bound = Double(Int.random(in: 0..<50, using: &generator))
                heap.push(bound, Int32(round))
                reference.append(bound)
            }
        }
        reference.sort()
        for expected in reference { #expect(heap.pop().bound == expected) }
        #expect(heap.isEmpty && heap.minimum == .infinity)
    }

    @Test("A box's minimum from the sparse table is at most every value in the box, and exact for one cell")
    func rangeMinimum() {
        var generator = SystemRandomNumberGenerator()
        for size in [7, 30, 64] {  // no whole run of eight; whole runs and a tail, row by row; tiles
            let grid = (0..<(size * size)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let layout = QRecognizer.CellLayout(size: size)
            let table = GridRangeMinimum(grid, layout: layout)
            for _ in 0..<500 {
                let x0 = Int.random(in: 0..<size, using: &generator), y0 = Int.random(in: 0..<size, using: &generator)
                let x1 = Int.random(in: x0..<size, using: &generator), y1 = Int.random(in: y0..<size, using: &generator)
                var least = UInt8.max
                for y in y0...y1 { for x in x0...x1 { least = Swift.min(least, grid[layout.number(x: x, y: y)]) } }
                #expect(table.minimum(x0: x0, x1: x1, y0: y0, y1: y1) <= least)
                #expect(table.minimum(x0: x0, x1: x0, y0: y0, y1: y0) == grid[layout.number(x: x0, y: y0)])
            }
        }
    }

    /// Every node's members (a leaf's, or its halves').
    static func members<S>(_ tree: TemplateTree<S>, _ node: Int) -> [Int] {
        let node = tree.nodes[node]
        guard !node.isLeaf else { return node.members.map(Int.init) }
        return members(tree, Int(node.left)) + members(tree, Int(node.right))
    }

    @Test("Every group's and template's bounds (provisional ones too) are at most each member's distance, and the trees hold every template once (also between rebuilds)",
          arguments: [100, 160])
    func groupBounds(templateCount: Int) throws {
        let (all, candidates) = try Self.writerSet(stride: 97)
        let pair = Self.pair(Array(all.prefix(templateCount)))
        var rows = DynamicTimeWarping.Rows(count: pair.jackknife.resampleCount - 1)
        var room = [Double](repeating: 0, count: 3 * pair.q.pointCount)
        for candidate in candidates {
            let directions = JackknifeRecognizer.Features(candidate.sample.points, count: pair.jackknife.resampleCount)
            let cloud = QRecognizer.Template(PointCloud(candidate.sample, count: pair.q.pointCount), gridSize: pair.q.gridSize)
            let nearest = GridRangeMinimum(cloud.reach, layout: QRecognizer.CellLayout(size: pair.q.gridSize))
            var scratch = QRecognizer.Scratch(pointCount: pair.q.pointCount, templateCount: pair.q.stored.count)
            let jackknife = pair.jackknife.templates.map { template in
                DynamicTimeWarping.cost(directions.directions, template.features.directions, radius: pair.jackknife.bandRadius,
                                        abandonAbove: .infinity, rows: &rows) * JackknifeRecognizer.correction(directions, template.features)
            }
            let q = pair.q.stored.indices.map { index in
                let provisional = pair.q.provisionalBound(cloud, pair.q.stored[index], scratch: &scratch)
                let full = pair.q.templateBounds(cloud, pair.q.stored[index], withLookup: true, slot: index, scratch: &scratch)
                let distance = pair.q.cloudMatch(cloud, pair.q.stored[index], slot: index, bestSoFar: .infinity, scratch: &scratch)
                #expect(provisional <= distance && provisional <= full / QGroup.shrink, "\(provisional) \(full) \(distance)")
                return distance
            }
            for number in pair.jackknife.classes.names.indices {
                let tree = pair.jackknife.groups[number], qTree = pair.qGroups[number]
                #expect(Self.members(tree, 0).sorted() == pair.jackknife.classes.templatesOf[number])
                #expect(Self.members(qTree, 0).sorted() == pair.jackknife.classes.templatesOf[number])
                for node in tree.nodes.indices {
                    let bound = tree.nodes[node].summary.bound(directions)
                    for member in Self.members(tree, node) { #expect(bound <= jackknife[member]) }
                }
                for node in qTree.nodes.indices {
                    let bound = room.withUnsafeMutableBufferPointer {
                        qTree.nodes[node].summary.bound(cloud, nearest: nearest, unit: 2 / Double(pair.q.gridSize - 1) / QRecognizer.Template.reachSteps, step: scratch.step,
                                                        room: $0)
                    }
                    for member in Self.members(qTree, node) { #expect(bound <= q[member]) }
                }
            }
        }
    }

    @Test("Bounds from exact nearest points are at most each start's matching cost, in both directions")
    func nearestPointBounds() throws {
        let (templates, candidates) = try Self.writerSet(stride: 37)
        let q = Self.pair(templates).q
        var unmatched = [Int](repeating: 0, count: q.pointCount)
        for candidate in candidates {
            let cloud = QRecognizer.Template(PointCloud(candidate.sample, count: q.pointCount), gridSize: q.gridSize)
            var scratch = QRecognizer.Scratch(pointCount: q.pointCount, templateCount: q.stored.count)
            for (slot, template) in q.stored.enumerated() {
                let grid = q.templateBounds(cloud, template, withLookup: true, slot: slot, scratch: &scratch)
                let least = q.nearestPointBounds(cloud, template, slot: slot, floor: grid, scratch: &scratch)
                #expect(least >= grid)
                let base = slot * 2 * scratch.starts
                for (index, start) in stride(from: 0, to: q.pointCount, by: scratch.step).enumerated() {
                    let forward = QRecognizer.cloudDistance(cloud.cloud.points, template.cloud.points, start: start, abandonAt: .infinity,
                                                            unmatched: &unmatched)
                    let backward = QRecognizer.cloudDistance(template.cloud.points, cloud.cloud.points, start: start, abandonAt: .infinity,
                                                             unmatched: &unmatched)
                    #expect(scratch.bounds[base + index] <= forward)
                    #expect(scratch.bounds[base + scratch.starts + index] <= backward)
                }
            }
        }
    }

    @Test("A writer's gestures as templates (the grouped search), 1:1, 2:1 and 1:3 shares: the exhaustive answer, bit for bit",
          arguments: [(1, 1), (2, 1), (1, 3)])
    func sameAnswers(jackknifeShares: Int, qShares: Int) throws {
        let (templates, candidates) = try Self.writerSet(stride: 11)
        var matcher = CombinedMatcher.jackknifeAndQ(jackknifeShares: jackknifeShares, qShares: qShares)
        for template in templates { matcher.addTemplate(template.label, sample: template.sample) }
        for candidate in candidates {
            #expect(matcher.recognize(candidate.sample) == CombinedSearchTests.exhaustive(matcher, candidate.sample),
                    "\(candidate.label) by \(candidate.subject)")
        }
        #expect(templates.count == 160 && candidates.count >= 200)
    }

    @Test("MMG+ multistroke gestures, one device's as templates: the exhaustive answer, bit for bit")
    func multistroke() throws {
        let gestures = try MMGPlusImporter.read(contentsOf: mmgTablet)
        var matcher = CombinedMatcher.jackknifeAndQ()
        for gesture in gestures where gesture.subject <= "4" { matcher.addTemplate(gesture.label, sample: gesture.sample) }
        let candidates = gestures.filter { $0.subject > "4" }.enumerated().filter { $0.offset % 25 == 0 }.map(\.element)
        for candidate in candidates {
            #expect(matcher.recognize(candidate.sample) == CombinedSearchTests.exhaustive(matcher, candidate.sample),
                    "\(candidate.label) by \(candidate.subject)")
        }
        #expect(candidates.count >= 15)
    }
}
