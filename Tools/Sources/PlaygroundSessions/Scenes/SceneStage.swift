import GestureKit

/// The size of the stage a scene is laid out for, from the page's viewport.
///
/// A page at least ``compactWidth`` points wide (CSS px) gets the desktop's stage, today's
/// 800 × 600 points, drawn scaled down where the page is narrower than 800. A narrower page —
/// a phone held upright — gets a stage as wide as the page and taller than wide, at scale 1,
/// and the scenes lay themselves out for it (each scene's `+Layout` file).
public enum SceneStage {
    /// The desktop's stage.
    public static let desktop = Size(width: 800, height: 600)
    /// Below this width, in points, the scenes use their compact layouts.
    public static let compactWidth = 600.0
    /// The narrowest compact stage: a page narrower still draws it scaled down.
    public static let minimumWidth = 320.0
    /// The compact stage's heights: the viewport's height less room for the page's header,
    /// instructions and status, within this range.
    public static let compactHeights = 560.0...680.0

    /// The stage for a page whose stage area is `viewport` wide and whose window is
    /// `viewport` high. Heights are whole multiples of 20 points, so that a phone's address
    /// bar coming and going seldom lays the scene out again.
    public static func size(for viewport: Size) -> Size {
        guard viewport.width < compactWidth else { return desktop }
        let height = Swift.min(Swift.max(viewport.height - 220, compactHeights.lowerBound), compactHeights.upperBound)
        return Size(width: Swift.max(viewport.width.rounded(.down), minimumWidth), height: (height / 20).rounded(.down) * 20)
    }
}

extension PlaygroundScene {
    /// Whether the scene is laid out for a narrow stage (``SceneStage/compactWidth``).
    var isCompact: Bool { window.bounds.width < SceneStage.compactWidth }
}
