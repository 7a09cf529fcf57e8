/// Every workload, by a stable name: the names `instruction-counts` takes and the
/// instruction baseline records.
public enum Suites {
    /// The names of every workload, in the order the baseline lists them.
    public static var names: [String] {
        UpdateKind.allCases.map { "update.\($0.rawValue)" }
            + Recording.all.map { "replay.\($0.file)" }
            + TemplateMatcher.allCases.map { "classify.\($0.rawValue)" }
            + CircleFitting.Method.allCases.map { "fit.\($0.rawValue)" }
            + PageScript.scenes.map { "playground.\($0)" }
            + LongStroke.scenes.flatMap { scene in LongStroke.Part.allCases.map { "stroke.\(scene).\($0.rawValue)" } }
            + EngineInput.scenes.flatMap { scene in EngineInput.Form.allCases.map { "engine.\(scene).\($0.rawValue)" } }
    }

    /// The workload named `name`, or nil when there is none or its data is missing.
    public static func workload(named name: String) -> (any Workload)? {
        let (family, member) = name.split(separator: ".", maxSplits: 1).map(String.init).pair
        switch family {
        case "update": return UpdateKind(rawValue: member).map(SceneFeed.init)
        case "replay": return Recording.all.first { $0.file == member }.flatMap(RecordingReplay.init)
        case "classify":
            guard let matcher = TemplateMatcher(rawValue: member), let data = DollarOneWriter.load() else { return nil }
            let otherGroups = matcher.usesOtherGroups ? DollarOneWriter.otherGroups() : []
            guard !matcher.usesOtherGroups || !otherGroups.isEmpty else { return nil }
            return Classification(matcher, data: data, otherGroups: otherGroups)
        case "fit":
            guard let method = CircleFitting.Method(rawValue: member), let data = DollarOneWriter.load() else { return nil }
            return CircleFitting(method, data: data)
        case "playground": return PageScript.scenes.contains(member) ? PageScript(scene: member) : nil
        case "stroke":
            let (scene, part) = member.split(separator: ".", maxSplits: 1).map(String.init).pair
            guard LongStroke.scenes.contains(scene), let part = LongStroke.Part(rawValue: part) else { return nil }
            return LongStroke(scene: scene, part: part)
        case "engine":
            let (scene, form) = member.split(separator: ".", maxSplits: 1).map(String.init).pair
            guard EngineInput.scenes.contains(scene), let form = EngineInput.Form(rawValue: form) else { return nil }
            return EngineInput(scene: scene, form: form)
        default: return nil
        }
    }
}

extension Array where Element == String {
    fileprivate var pair: (String, String) { (first ?? "", count > 1 ? self[1] : "") }
}
