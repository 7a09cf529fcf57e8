import Foundation
import FuzzSupport
import PlaygroundSessions

/// The playground's messages, as a page (or anyone who opens the WebSocket) sends them: the
/// input is a session's messages, one per line, played in order to one session. Every
/// message gets replies that are JSON objects with a type (an error for a bad one), the
/// session carries on after any of them, and closing it lifts every pointer and leaves no
/// deadline behind.
@main
enum PlaygroundFuzzer {
    static func main() {
        FuzzerDriver.run { start, count in
            let text = String(decoding: FuzzerDriver.bytes(start, count), as: UTF8.self)
            let session = PlaygroundSession(scene: PlaygroundFuzzer.scenes[text.utf8.first.map { Int($0) % PlaygroundFuzzer.scenes.count } ?? 0])
            for line in text.split(separator: "\n", omittingEmptySubsequences: true).prefix(200) {
                for reply in session.handle(String(line)) {
                    let object = try? JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any]
                    FuzzerDriver.require(object?["type"] is String, "a reply that is not a message: \(reply.prefix(200))")
                }
            }
            session.close()
            FuzzerDriver.require(session.pointersDown == 0, "pointers left down after close")
            session.scene.window.advance(to: .infinity)
            FuzzerDriver.require(session.scene.window.nextDeadline == nil, "a deadline left after close")
            return 0
        }
    }

    static let scenes = PlaygroundScenes.all.map { $0.identifier }
}
