import Foundation

extension Dataset {
    /// People read from the logs of several folders with nothing to tell those folders
    /// apart, one line each: perhaps several people taken as one. A person is the folder
    /// right under the collection, or the `Subject` a log names; a setup folder above the
    /// people's folders, or one `Subject` written by every person's logger, makes them one.
    /// Folders told apart by the logs' `Speed` (the $1 logs' `s02/fast`, `s02/slow`) are one
    /// person's, as they should be, and so are folders that each hold one class of their own
    /// (one person's logs sorted by class: `logs/arrow`, `logs/caret`, …). Empty for an MMG+
    /// file, whose lines name their people.
    ///
    /// ```swift
    /// let data = try Dataset(contentsOf: URL(fileURLWithPath: "../shared/datasets/dollar1"))
    /// print(data.peopleFromSeveralFolders.isEmpty)   // Prints "true"
    /// ```
    public var peopleFromSeveralFolders: [String] {
        let bySubject = Dictionary(grouping: gestures.filter { $0.details["file"] != nil }, by: \.subject)
        return bySubject.keys.sorted().compactMap { subject in
            let own = bySubject[subject] ?? []
            var folders: [String: Set<String?>] = [:]  // folder → the speeds its logs give
            var classes: [String: Set<String>] = [:]  // folder → the classes of its logs
            for gesture in own {
                let file = gesture.details["file"] ?? ""
                let folder = file.split(separator: "/").dropLast().joined(separator: "/")
                folders[folder, default: []].insert(gesture.details["speed"])
                classes[folder, default: []].insert(gesture.label)
            }
            guard folders.count > 1 else { return nil }
            // A folder per class, none shared: one person's logs sorted by class.
            if classes.values.allSatisfy({ $0.count == 1 }) && Set(classes.values.flatMap { $0 }).count == classes.count { return nil }
            // Folders are told apart when each has speeds of its own, none shared with another
            // (the $1 logs' s02/fast and s02/slow; not P01 and P02 each with fast and slow).
            let speeds = folders.values.map { Set($0.compactMap { $0 }) }
            let disjoint = speeds.reduce(0) { $0 + $1.count } == speeds.reduce(Set<String>()) { $0.union($1) }.count
            if speeds.allSatisfy({ !$0.isEmpty }) && disjoint { return nil }
            let names = folders.keys.sorted().map { $0.isEmpty ? "." : $0 }
            return "\(name): person \(subject) is read from the logs of \(folders.count) folders (" + names.prefix(4).joined(separator: ", ")
                + (names.count > 4 ? ", …" : "") + ") that no Speed tells apart; if they are several people, point --dataset at "
                + "the folder whose subfolders are the people, or give each log its Subject"
        }
    }

    /// Folders whose own logs name several people, one line each: perhaps one person split by
    /// a `Subject` typed wrong for a few logs (a published collection has two of a person's
    /// 160 logs saying `Subject="user02delete1,2"`), which per-person figures would count as
    /// a person of their own. A folder's own logs are those directly in it; logs directly in
    /// the collection's folder may be anyone's, told apart by their `Subject`, and are not
    /// looked at. Empty for an MMG+ file.
    ///
    /// ```swift
    /// let data = try Dataset(contentsOf: URL(fileURLWithPath: "../shared/datasets/dollar1"))
    /// print(data.foldersOfSeveralPeople.isEmpty)   // Prints "true"
    /// ```
    public var foldersOfSeveralPeople: [String] {
        var byFolder: [String: [String: Int]] = [:]  // folder → subject → logs directly in it
        for gesture in gestures {
            let folder = gesture.details["file"]?.split(separator: "/").dropLast().joined(separator: "/") ?? ""
            guard !folder.isEmpty else { continue }
            byFolder[folder, default: [:]][gesture.subject, default: 0] += 1
        }
        return byFolder.keys.sorted().compactMap { folder in
            guard let subjects = byFolder[folder], subjects.count > 1 else { return nil }
            let counts = subjects.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
                .prefix(4).map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            return "\(name): the logs of folder \(folder) name \(subjects.count) people (" + counts + (subjects.count > 4 ? ", …" : "")
                + " logs); if they are one person, give its logs one Subject"
        }
    }
}
