import Foundation
import Testing
@testable import GestureTraces

/// People taken as one from several folders: said, since per-person figures then mix people.
@Suite("A person read from several folders is said")
struct DatasetPeopleTests {
    @Test("A setup folder above the people's, or one Subject in every folder: said; folders told apart by Speed: not")
    func severalFolders() throws {
        let setup = ScratchFolder()
        for person in ["P01", "P02"] {
            try setup.write("tablet/\(person)/check01.xml", dollarLog("Name=\"check01\"", timedPoints(["1", "2", "\(person.count)"])))
        }
        let merged = try Dataset(contentsOf: setup.url)
        #expect(merged.subjects == ["tablet"])
        #expect(merged.peopleFromSeveralFolders == ["\(setup.url.lastPathComponent): person tablet is read from the logs of 2 folders "
            + "(tablet/P01, tablet/P02) that no Speed tells apart; if they are several people, point --dataset at the folder whose "
            + "subfolders are the people, or give each log its Subject"])
        let subject = ScratchFolder()
        try subject.write("P01/check01.xml", dollarLog("Name=\"check01\" Subject=\"1\"", timedPoints(["1", "2", "3"])))
        try subject.write("P02/check01.xml", dollarLog("Name=\"check01\" Subject=\"1\"", timedPoints(["1", "2", "4"])))
        #expect(try Dataset(contentsOf: subject.url).peopleFromSeveralFolders.first?.contains("person 1 is read from the logs of 2 folders (P01, P02)") == true)
        // People's folders above speeds every logger writes: each folder has fast and slow.
        let speedsInEach = ScratchFolder()
        for person in ["P01", "P02"] {
            for (index, speed) in ["fast", "slow"].enumerated() {
                try speedsInEach.write("setup/\(person)/check0\(index + 1).xml",
                                       dollarLog("Name=\"check0\(index + 1)\" Speed=\"\(speed)\"", timedPoints(["1", "2", "\(index + 3)"])))
            }
        }
        #expect(try Dataset(contentsOf: speedsInEach.url).peopleFromSeveralFolders.first?.contains("person setup is read from the logs of 2 folders") == true)
        // The $1 logs' own layout: one person's speeds, each folder with its Speed.
        let speeds = ScratchFolder()
        for speed in ["fast", "slow"] {
            try speeds.write("s02/\(speed)/check01.xml", dollarLog("Name=\"check01\" Subject=\"2\" Speed=\"\(speed)\"", timedPoints(["1", "2", "3"])))
        }
        #expect(try Dataset(contentsOf: speeds.url).peopleFromSeveralFolders.isEmpty)
        // One person's logs sorted into a folder per class: not said. Two folders sharing a
        // class, or one folder holding two, are said.
        let byClass = ScratchFolder()
        for (index, name) in ["check", "circle", "caret"].enumerated() {
            try byClass.write("logs/\(name)/\(name)01.xml", dollarLog("Name=\"\(name)01\"", timedPoints(["1", "2", "\(index + 3)"])))
        }
        #expect(try Dataset(contentsOf: byClass.url).peopleFromSeveralFolders.isEmpty)
        try byClass.write("logs/caret/check02.xml", dollarLog("Name=\"check02\"", timedPoints(["1", "2", "9"])))
        #expect(try Dataset(contentsOf: byClass.url).peopleFromSeveralFolders.first?.contains("person logs is read from the logs of 3 folders") == true)
        let shared = ScratchFolder()
        for folder in ["a", "b"] {
            try shared.write("logs/\(folder)/check01.xml", dollarLog("Name=\"check01\"", timedPoints(["1", "2", "3"])))
        }
        #expect(try Dataset(contentsOf: shared.url).peopleFromSeveralFolders.first?.contains("person logs is read from the logs of 2 folders") == true)
    }

    @Test("A folder whose own logs name several people is said, with each one's count; one Subject a folder, or logs directly in the collection, are not")
    func severalPeopleInAFolder() throws {
        let typo = ScratchFolder()
        for index in 1...3 {
            let subject = index == 3 ? "user02delete1,2" : "user02"
            try typo.write("user02/check0\(index).xml", dollarLog("Name=\"check0\(index)\" Subject=\"\(subject)\"", timedPoints(["1", "2", "\(index + 2)"])))
        }
        try typo.write("user01/check01.xml", dollarLog("Name=\"check01\" Subject=\"user01\"", timedPoints(["1", "2", "3"])))
        let data = try Dataset(contentsOf: typo.url)
        #expect(data.subjects.count == 3)
        #expect(data.foldersOfSeveralPeople == ["\(typo.url.lastPathComponent): the logs of folder user02 name 2 people "
            + "(user02: 2, user02delete1,2: 1 logs); if they are one person, give its logs one Subject"])
        // People's folders under a setup folder, each with its own Subject, and the $1 logs' speeds: one person a folder.
        let setup = ScratchFolder()
        for (person, speed) in [("P01", "fast"), ("P01", "slow"), ("P02", "fast")] {
            try setup.write("tablet/\(person)/\(speed)/check01.xml",
                            dollarLog("Name=\"check01\" Subject=\"\(person)\" Speed=\"\(speed)\"", timedPoints(["1", "2", "\(person.count + speed.count)"])))
        }
        #expect(try Dataset(contentsOf: setup.url).foldersOfSeveralPeople.isEmpty)
        // Everyone's logs directly in the collection, told apart by Subject.
        let flat = ScratchFolder()
        for person in ["1", "2"] {
            try flat.write("check0\(person).xml", dollarLog("Name=\"check0\(person)\" Subject=\"\(person)\"", timedPoints(["1", "2", "\(person)0"])))
        }
        let flatData = try Dataset(contentsOf: flat.url)
        #expect(flatData.subjects.count == 2 && flatData.foldersOfSeveralPeople.isEmpty)
    }

    @Test("A person's folder linked in from elsewhere is read as theirs; a link back up is not walked twice; a link to nothing is skipped and said")
    func linkedFolders() throws {
        let elsewhere = ScratchFolder()
        try elsewhere.write("s04/check01.xml", dollarLog("Name=\"check01\"", timedPoints(["1", "2", "3"])))
        try elsewhere.write("s04/deeper/check02.xml", dollarLog("Name=\"check02\"", timedPoints(["1", "2", "4"])))
        let collection = ScratchFolder()
        try collection.write("s01/check01.xml", dollarLog("Name=\"check01\"", timedPoints(["1", "2", "5"])))
        let manager = FileManager.default
        try manager.createSymbolicLink(at: collection.url.appendingPathComponent("s04"),
                                       withDestinationURL: elsewhere.url.appendingPathComponent("s04"))
        // A cycle: a link inside s01 back to the collection itself.
        try manager.createSymbolicLink(at: collection.url.appendingPathComponent("s01/again"), withDestinationURL: collection.url)
        let data = try Dataset(contentsOf: collection.url)
        #expect(data.gestures.map { $0.details["file"] ?? "" } == ["s01/check01.xml", "s04/check01.xml", "s04/deeper/check02.xml"])
        #expect(data.subjects == ["s01", "s04"] && data.skipped.isEmpty)
        // A link to a log that is gone: skipped, and said (--strict then fails).
        try manager.createSymbolicLink(at: collection.url.appendingPathComponent("s01/check02.xml"),
                                       withDestinationURL: elsewhere.url.appendingPathComponent("gone.xml"))
        let withDangling = try Dataset(contentsOf: collection.url)
        #expect(withDangling.gestures.count == 3)
        #expect(withDangling.skipped.map(\.description)
                == ["\(collection.url.appendingPathComponent("s01/check02.xml").path): a link to nothing: its target does not exist"])
        // Nothing readable: the first reason is a log's, not a link's; with no log at all, the link is named.
        let broken = ScratchFolder()
        try broken.write("p/check01.xml", Data("<Gesture Name=\"check01\">".utf8))
        try manager.createSymbolicLink(at: broken.url.appendingPathComponent("p/a.xml"), withDestinationURL: elsewhere.url.appendingPathComponent("gone.xml"))
        #expect { try Dataset(contentsOf: broken.url) } throws: {
            ($0 as? TraceError)?.message == "none of its 1 .xml files is a $1 log that can be read; the first: "
                + "\(broken.url.path)/p/check01.xml: line 1: the file ends before </Gesture>: a log cut short?"
        }
        let linksOnly = ScratchFolder()
        try manager.createDirectory(at: linksOnly.url, withIntermediateDirectories: true)
        try manager.createSymbolicLink(at: linksOnly.url.appendingPathComponent("a.xml"), withDestinationURL: elsewhere.url.appendingPathComponent("gone.xml"))
        #expect { try Dataset(contentsOf: linksOnly.url) } throws: {
            ($0 as? TraceError)?.message == "no $1 .xml logs in the folder; 1 name(s) open nothing, the first: "
                + "\(linksOnly.url.path)/a.xml: a link to nothing: its target does not exist"
        }
        #if os(Linux)  // Apple's file systems refuse names that are not UTF-8
        // A log whose name is not UTF-8 cannot be opened by the name Foundation gives it: said.
        let raw = collection.url.path + "/s01/circle\u{FFFD}01.xml"
        let bytes = Array(collection.url.path.utf8) + Array("/s01/circle".utf8) + [0xE9] + Array("01.xml".utf8) + [0]
        let descriptor = bytes.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                                                              O_WRONLY | O_CREAT, 0o644) }
        #expect(descriptor >= 0)
        close(descriptor)
        let withBadName = try Dataset(contentsOf: collection.url)
        #expect(withBadName.skipped.map(\.description).contains(
            "\(raw): its name is not UTF-8 (shown with �), so it cannot be opened: rename it"))
        // A person's folder whose name is not UTF-8, too.
        let folderBytes = Array(collection.url.path.utf8) + Array("/s".utf8) + [0xFF] + [0]
        #expect(folderBytes.withUnsafeBufferPointer { mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755) } == 0)
        #expect(try Dataset(contentsOf: collection.url).skipped.map(\.description).contains(
            "\(collection.url.path)/s\u{FFFD}: its name is not UTF-8 (shown with �), so it cannot be opened: rename it"))
        // A file that is no log (it has another extension) is none of the dataset's business.
        let notes = Array(collection.url.path.utf8) + Array("/notes".utf8) + [0xFF] + Array(".txt".utf8) + [0]
        let notesDescriptor = notes.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self),
                                                                   O_WRONLY | O_CREAT, 0o644) }
        #expect(notesDescriptor >= 0)
        close(notesDescriptor)
        #expect(try Dataset(contentsOf: collection.url).skipped.count == 3)  // the link, the log's name, the folder's
        #endif
    }
}
