#if os(Linux)
import Foundation
import GestureListen
import Testing
@testable import gesturekit

/// `gesturekit service udev-rule --keyboards`: the keyboards only when asked, in a file of
/// their own; the touch rule never widens.
@Suite("Service: the keyboard udev rule, only when asked (issue 26)")
struct KeyboardRuleTests {
    @Test("--keyboards writes a separate rule tagging keyboards; without it, the touch rule alone, which names no keyboard")
    func keyboardRule() throws {
        let rules = ServiceFiles.keyboardUdevRule.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(rules == [#"ACTION!="remove", SUBSYSTEM=="input", KERNEL=="event*", ENV{ID_INPUT_KEYBOARD}=="1", TAG+="uaccess""#])
        #expect(ServiceFiles.keyboardUdevRule.contains("passwords"))  // the risk is written in the file itself
        #expect(ServiceFiles.keyboardUdevRuleName != ServiceFiles.udevRuleName && ServiceFiles.keyboardUdevRuleName < "73-seat-late.rules")
        #expect(!ServiceFiles.udevRule.contains("KEYBOARD"))

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gesturekit-keyboard-rule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try #require(try GestureKitCommand.parseAsRoot(["service", "udev-rule", "--keyboards", "--install",
                                                                      "--rules-directory", folder.path, "--no-reload"]) as? ServiceUdevRuleCommand)
        try command.run()
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(written == [ServiceFiles.keyboardUdevRuleName])
        #expect(try String(contentsOf: folder.appendingPathComponent(ServiceFiles.keyboardUdevRuleName), encoding: .utf8)
                == ServiceFiles.keyboardUdevRule)
        #expect(!ServiceUdevRuleCommand.isInstalled(in: folder.path))  // the touch rule was not written
    }
}
#endif
