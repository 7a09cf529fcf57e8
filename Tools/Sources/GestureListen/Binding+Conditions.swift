import GestureEvdev

extension Binding {
    /// What must hold, besides its gesture, for a binding to act: the application that has
    /// the focus (`application:`, `not-application:`) and the modifier keys held
    /// (`modifiers:`). Empty conditions always hold, and ask nothing of the desktop or the
    /// keyboards.
    ///
    /// A binding that names conditions and whose conditions hold wins over the bindings of
    /// the same gesture and moment that name fewer: see ``specificity``.
    public struct Conditions: Hashable, Sendable {
        /// The applications it acts for (any of them), compared without regard to case with
        /// the focused window's names (X11 `WM_CLASS` instance and class, sway `app_id` or
        /// class, Hyprland class). Empty: any application.
        public var applications: [String]
        /// The applications it never acts for. An unknown application is none of them.
        public var notApplications: [String]
        /// The modifiers that must be held, exactly (nil: any, and the keyboards are not asked).
        public var modifiers: Set<Modifier>?

        /// Conditions; the defaults hold always.
        public init(applications: [String] = [], notApplications: [String] = [], modifiers: Set<Modifier>? = nil) {
            self.applications = applications
            self.notApplications = notApplications
            self.modifiers = modifiers
        }

        /// Whether the focused application must be known to decide.
        public var needsApplication: Bool { !applications.isEmpty || !notApplications.isEmpty }

        /// How many conditions it names that single out a situation: an application it acts
        /// for, and its modifiers (an empty `modifiers: []` too: "none held"). Where the
        /// bindings of one gesture and moment hold, only the most specific act.
        /// `not-application` excludes rather than singles out, so it does not count.
        public var specificity: Int { (applications.isEmpty ? 0 : 1) + (modifiers == nil ? 0 : 1) }

        /// Whether they hold for the focused application's `names` (nil: unknown) and the
        /// modifiers `held` (nil: no keyboard could be read).
        public func hold(application names: [String]?, modifiers held: Set<Modifier>?) -> Bool {
            if !applications.isEmpty {
                guard let names, Self.matches(names, applications) else { return false }
            }
            if let names, Self.matches(names, notApplications) { return false }
            if let modifiers {
                guard let held, held == modifiers else { return false }
            }
            return true
        }

        private static func matches(_ names: [String], _ wanted: [String]) -> Bool {
            names.contains { name in wanted.contains { $0.lowercased() == name.lowercased() } }
        }
    }

    /// A modifier key; left and right count the same.
    public enum Modifier: String, Hashable, Sendable, CaseIterable {
        /// Control (`KEY_LEFTCTRL`, `KEY_RIGHTCTRL`).
        case ctrl
        /// Shift.
        case shift
        /// Alt (`KEY_RIGHTALT` too, which some layouts call AltGr).
        case alt
        /// The logo key (`KEY_LEFTMETA`, `KEY_RIGHTMETA`).
        case `super`

        /// The modifiers among the held key codes `keys` (evdev `KEY_*` codes).
        public static func held(in keys: Set<Int>) -> Set<Modifier> {
            var held: Set<Modifier> = []
            for modifier in allCases where modifier.keyCodes.contains(where: keys.contains) { held.insert(modifier) }
            return held
        }

        /// Its evdev key codes, left then right.
        public var keyCodes: [Int] {
            switch self {
            case .ctrl: [EvdevCode.keyLeftControl, EvdevCode.keyRightControl]
            case .shift: [EvdevCode.keyLeftShift, EvdevCode.keyRightShift]
            case .alt: [EvdevCode.keyLeftAlt, EvdevCode.keyRightAlt]
            case .super: [EvdevCode.keyLeftMeta, EvdevCode.keyRightMeta]
            }
        }
    }
}
