#if os(Linux)
import Foundation
import GestureListen
import Testing
@testable import gesturekit

/// `service udev-rule --uinput`: /dev/uinput for the user at the seat, only when asked (issue 26).
@Suite("service udev-rule --uinput (issue 26)")
struct UinputRuleTests {
    @Test("Without --uinput the rule never names uinput; with it, one more line tags the uinput node with uaccess, after a warning")
    func ruleLines() {
        #expect(!ServiceFiles.udevRule(uinput: false).contains("uinput"))
        let rule = ServiceFiles.udevRule(uinput: true)
        #expect(rule.hasPrefix(ServiceFiles.udevRule))
        let added = rule.dropFirst(ServiceFiles.udevRule.count).split(separator: "\n")
        #expect(added.count == 3 && added[0].hasPrefix("#") && added[1].hasPrefix("#") && added[1].contains("any window"))
        #expect(added[2] == #"KERNEL=="uinput", SUBSYSTEM=="misc", OPTIONS+="static_node=uinput", TAG+="uaccess""#)
        #expect(!rule.contains("GROUP") && !rule.contains("MODE"))
    }

    @Test("--uinput belongs to the touch devices' rule: with --keyboards it is refused")
    func notWithKeyboards() {
        #expect(throws: (any Error).self) { try GestureKitCommand.parseAsRoot(["service", "udev-rule", "--keyboards", "--uinput"]) }
    }

    @Test("udev-rule --uinput --install writes the longer rule, and it counts as installed")
    func install() throws {
        let folder = try ServiceCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let command = try #require(try GestureKitCommand.parseAsRoot(["service", "udev-rule", "--uinput", "--install", "--rules-directory",
                                                                      folder.path, "--no-reload"]) as? ServiceUdevRuleCommand)
        try command.run()
        let file = folder.appendingPathComponent(ServiceFiles.udevRuleName)
        #expect(try String(contentsOf: file, encoding: .utf8) == ServiceFiles.udevRule(uinput: true))
        #expect(ServiceUdevRuleCommand.isInstalled(in: folder.path))
    }
}
#endif
