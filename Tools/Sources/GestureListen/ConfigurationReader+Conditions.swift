import Foundation
import Yams

/// The configuration's conditions: `application:`, `not-application:` and `modifiers:` in a
/// binding; `focus:` and `focus-command:` at the top.
extension ConfigurationReader {
    static let conditionKeys = ["application", "not-application", "modifiers"]
    static let focusKeys = ["focus", "focus-command"]

    /// A binding's conditions from its fields.
    static func conditions(_ fields: [String: Node], path: String) throws(ConfigurationError) -> Binding.Conditions {
        var conditions = Binding.Conditions()
        if let node = fields["application"] {
            conditions.applications = try names(node, path: "\(path).application")
        }
        if let node = fields["not-application"] {
            guard conditions.applications.isEmpty else {
                throw error("give application or not-application, not both", node, "\(path).not-application")
            }
            conditions.notApplications = try names(node, path: "\(path).not-application")
        }
        if let node = fields["modifiers"] { conditions.modifiers = try modifiers(node, path: "\(path).modifiers") }
        return conditions
    }

    /// `focus: x11|sway|hyprland|command|none` and `focus-command: "…"` (which alone means
    /// `focus: command`); nil when neither is given.
    static func focus(_ fields: [String: Node]) throws(ConfigurationError) -> FocusQuery? {
        let command = try fields["focus-command"].map { node throws(ConfigurationError) in
            let text = try string(node, path: "focus-command")
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw error("expected a command", node, "focus-command") }
            return text
        }
        guard let node = fields["focus"] else { return command.map(FocusQuery.command) }
        let name = try string(node, path: "focus")
        let query: FocusQuery
        switch name {
        case "x11": query = .x11
        case "sway": query = .sway
        case "hyprland": query = .hyprland
        case "none": query = .disabled
        case "command":
            guard let command else { throw error("focus: command needs focus-command: a command printing the focused application", node, "focus") }
            return .command(command)
        default: throw error("expected \(FocusQuery.names.joined(separator: ", ")); got \"\(name)\"", node, "focus")
        }
        if let commandNode = fields["focus-command"] {
            throw error("focus-command is for focus: command (this one says \(name))", commandNode, "focus-command")
        }
        return query
    }

    /// One name or a list of them, none empty.
    private static func names(_ node: Node, path: String) throws(ConfigurationError) -> [String] {
        var names: [String] = []
        if case .sequence(let items) = node {
            for (index, item) in items.enumerated() { names.append(try string(item, path: "\(path)[\(index)]")) }
        } else {
            names = [try string(node, path: path)]
        }
        guard !names.isEmpty, !names.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            throw error("expected an application's name (X11 WM_CLASS, Wayland app id) or a list of them", node, path)
        }
        return names
    }

    /// `[ctrl, shift]`, one name, or `[]` (none held).
    private static func modifiers(_ node: Node, path: String) throws(ConfigurationError) -> Set<Binding.Modifier> {
        var items = [node]
        var isList = false
        if case .sequence(let list) = node { items = Array(list); isList = true }
        var modifiers: Set<Binding.Modifier> = []
        for (index, item) in items.enumerated() {
            let itemPath = isList ? "\(path)[\(index)]" : path
            let name = try string(item, path: itemPath).lowercased()
            let aliases: [String: Binding.Modifier] = ["control": .ctrl, "meta": .super, "logo": .super, "win": .super]
            guard let modifier = Binding.Modifier(rawValue: name) ?? aliases[name] else {
                let known = Binding.Modifier.allCases.map(\.rawValue).joined(separator: ", ")
                throw error("\"\(name)\" is not a modifier (\(known))", item, itemPath)
            }
            guard modifiers.insert(modifier).inserted else { throw error("\(name) is named twice", item, itemPath) }
        }
        return modifiers
    }
}
