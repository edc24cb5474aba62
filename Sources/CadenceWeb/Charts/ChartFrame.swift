/// The `<svg>` root shared by every chart: a scalable `viewBox`, an accessible name and
/// description, and the theme hooks (`class`, `currentColor`) the page CSS styles.
enum ChartFrame {
    /// `content` inside an `<svg>` element with `id`, `role="img"`, a `<title>` and a `<desc>`.
    ///
    /// The chart is `width="100%"` with no fixed height, so the browser sizes it from the
    /// `viewBox` aspect ratio on a phone and on a desktop alike.
    static func svg(
        id: String, kind: String, width: Double, height: Double, title: String, description: String,
        alignment: String = "xMidYMid meet", fontSize: Double = 12, content: HTML
    ) -> HTML {
        let titleID = "\(id)-title"
        let descriptionID = "\(id)-desc"
        let viewBox = "0 0 \(SVGNumber.format(width)) \(SVGNumber.format(height))"
        return """
            <svg id="\(id)" class="chart \(kind)" xmlns="http://www.w3.org/2000/svg" viewBox="\(viewBox)" \
            width="100%" preserveAspectRatio="\(alignment)" role="img" aria-labelledby="\(titleID) \(descriptionID)" \
            font-family="inherit" font-size="\(SVGNumber.format(fontSize))">\
            <title id="\(titleID)">\(title)</title><desc id="\(descriptionID)">\(description)</desc>\
            \(content)</svg>
            """
    }

    /// The "No data yet" note (or `text`, in the page's language) centred at (`x`, `y`).
    static func emptyState(x: Double, y: Double, text: String = "No data yet") -> HTML {
        """
        <text class="chart-empty" x="\(SVGNumber.format(x))" y="\(SVGNumber.format(y))" text-anchor="middle" \
        fill="currentColor" fill-opacity="0.7">\(text)</text>
        """
    }
}
