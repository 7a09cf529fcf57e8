extension View {
    /// Converts `point` from this view's coordinates to `view`'s (to window coordinates when
    /// `view` is nil).
    ///
    /// Both views are related through their common root: for views in one window, window
    /// coordinates. Views in different trees are related as if their roots coincided.
    public func convert(_ point: Point, to view: View?) -> Point {
        let inRoot = convertToRoot(point)
        guard let view else { return inRoot }
        return view.convertFromRoot(inRoot)
    }

    /// Converts `point` from `view`'s coordinates (from window coordinates when `view` is
    /// nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inRoot = view?.convertToRoot(point) ?? point
        return convertFromRoot(inRoot)
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of its
    /// converted corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, to: view) }
        let xs = corners.map { $0.x }, ys = corners.map { $0.y }
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Converts a point in the superview's coordinates to this view's: undo the centre,
    /// the transform about it, and the bounds origin.
    func convertFromSuperview(_ point: Point) -> Point {
        var offset = Point(x: point.x - center.x, y: point.y - center.y)
        if !transform.isIdentity {
            // A singular transform (a zero scale) collapses the view; nothing maps back into it.
            guard let inverse = transform.inverted() else { return Point(x: Double.nan, y: Double.nan) }
            offset = offset.applying(inverse)
        }
        return Point(x: offset.x + bounds.midX, y: offset.y + bounds.midY)
    }

    /// Converts a point in this view's coordinates to its superview's.
    func convertToSuperview(_ point: Point) -> Point {
        var offset = Point(x: point.x - bounds.midX, y: point.y - bounds.midY)
        if !transform.isIdentity { offset = offset.applying(transform) }
        return Point(x: offset.x + center.x, y: offset.y + center.y)
    }

    func convertToRoot(_ point: Point) -> Point {
        var result = point
        var view: View = self
        while let parent = view.superview {
            result = view.convertToSuperview(result)
            view = parent
        }
        return result
    }

    func convertFromRoot(_ point: Point) -> Point {
        // Recursion (depth = nesting level) keeps this free of allocations.
        guard let parent = superview else { return point }
        return convertFromSuperview(parent.convertFromRoot(point))
    }
}

extension View {
    /// Converts a displacement (not a position) from window coordinates to this view's.
    /// Only the transforms' linear parts matter, so the result is independent of where the
    /// displacement starts.
    func convertVector(fromWindow vector: Point) -> Point {
        convert(vector, from: nil) - convert(Point.zero, from: nil)
    }

    /// Converts a displacement from this view's coordinates to window coordinates.
    func convertVector(toWindow vector: Point) -> Point {
        convert(vector, to: nil) - convert(Point.zero, to: nil)
    }
}
