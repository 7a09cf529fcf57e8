#if os(Linux)
import Foundation
import GestureEvdev
import GestureListen

extension ListenSession {
    /// The focus query the configuration names, else the environment's, and why.
    static func focusQuery(_ configuration: ListenConfiguration) -> (query: FocusQuery, reason: String) {
        if let query = configuration.focus { return (query, "the configuration's focus") }
        return FocusQuery.automatic(environment: ProcessInfo.processInfo.environment)
    }

    /// `listen --check`'s lines about application and modifier conditions; asks the
    /// desktop once for the focused application when bindings name one.
    static func conditionReport(_ configuration: ListenConfiguration, devices: [DiscoveredDevice]) -> [String] {
        let focus = focusQuery(configuration)
        var focused: [String]?
        if configuration.bindings.contains(where: \.conditions.needsApplication) {
            focused = FocusedWindow(query: focus.query, log: { print($0) }).focusedApplication()
        }
        return ConditionReport.lines(configuration, focus: focus, focused: focused, devices: devices)
    }

    /// Makes (or drops) the focus and keyboard sources the bindings need: none is asked
    /// anything unless a binding names an application or modifiers.
    func makeConditionSources() {
        if configuration.bindings.contains(where: \.conditions.needsApplication) {
            let (query, reason) = Self.focusQuery(configuration)
            if focus?.query != query {
                focus = FocusedWindow(query: query, log: { [weak self] in self?.log($0) })
                log("the focused application is asked with \(query.name) (\(reason))")
            }
        } else {
            focus = nil
        }
        if configuration.bindings.contains(where: { $0.conditions.modifiers != nil }) {
            let paths = EvdevKeyboards.paths(among: DeviceDiscovery.list())
            if let keyboards {
                keyboards.update(paths: paths)
            } else {
                keyboards = EvdevKeyboards(paths: paths, log: { [weak self] in self?.log($0) })
                log("modifiers are asked of \(paths.isEmpty ? "no keyboard (none is readable)" : paths.joined(separator: ", "))")
            }
        } else {
            keyboards = nil
        }
    }
}
#endif
