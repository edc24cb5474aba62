import CadenceCore
import CadenceServices
import Foundation

/// Settings ▸ Webhooks (`/settings/webhooks`, docs/web.md "Webhooks"; docs/domain-rules.md
/// "§21 Outgoing events (webhooks)"): the endpoints with their events, state
/// (a disabled one with its reason), a test button, a delete button and their latest deliveries;
/// a form to add one; a just-added endpoint's secret, shown this once.
struct WebhooksPage {
    var endpoints: [WebhookEndpoint]
    /// Each endpoint's latest deliveries (at most 5), by endpoint id.
    var deliveries: [Int64: [WebhookMessage]]
    let csrfField: HTML
    /// An endpoint just added: its secret, shown this once.
    var newSecret: String?
    var error: String?
    var notice: String?
    /// The page's words in the person's language (docs/domain-rules.md §23); event names stay.
    var text = WebText()
    /// The user's calendar, to write instants in their zone outside English.
    var calendar: UserCalendar?

    static func load(for user: UserID, service: CadenceService, csrfField: HTML, text: WebText = WebText()) async throws -> WebhooksPage {
        let endpoints = try await service.webhookEndpoints(of: user)
        var deliveries: [Int64: [WebhookMessage]] = [:]
        for endpoint in endpoints {
            deliveries[endpoint.id] = try await service.webhookDeliveries(of: endpoint.id, for: user, limit: 5)
        }
        var page = WebhooksPage(endpoints: endpoints, deliveries: deliveries, csrfField: csrfField, text: text)
        page.calendar = try await service.calendar(for: user)
        return page
    }

    var body: HTML {
        """
        <h1>\(text.localized("Webhooks"))</h1>
        <p><a href="/settings">← \(text.localized("Settings"))</a></p>
        \(noticeBox)
        \(AccountPages.errorBox(error))
        \(secretBox)
        <section class="card" aria-labelledby="webhooks-title"><h2 id="webhooks-title">\(text.localized("Endpoints"))</h2>
        <p class="muted">\(schemeNote)</p>
        \(endpointList)
        </section>
        <section class="card" aria-labelledby="webhook-add-title"><h2 id="webhook-add-title">\(text.localized("Add an endpoint"))</h2>
        <form id="webhook-form" method="post" action="/settings/webhooks">\(csrfField)
        <label>\(text.localized("URL")) \
        <input id="webhook-url" name="url" type="url" required maxlength="2000" placeholder="https://example.org/hooks/cadence"></label>
        <fieldset id="webhook-events"><legend>\(text.localized("Events"))</legend>
        \(HTML.joined(WebhookEventType.allCases.map(Self.eventBox)))
        </fieldset>
        <button id="add-webhook" class="button">\(text.localized("Add endpoint"))</button>
        </form>
        </section>
        """
    }

    /// How the posts are signed and retried; the header names stay as code.
    private var schemeNote: HTML {
        let headers: HTML = "<code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>"
        let posts = text.localized(
            "Cadence posts the events you choose to these URLs, signed by the Standard Webhooks scheme ({headers}), and retries for a day.")
        return "\(text.html(posts, ["headers": headers])) \(text.localized("An endpoint failing for a day is disabled."))"
    }

    private static func eventBox(_ type: WebhookEventType) -> HTML {
        "<label class=\"check-label\"><input type=\"checkbox\" name=\"events\" value=\"\(type.rawValue)\"> <code>\(type.rawValue)</code></label>"
    }

    private var noticeBox: HTML {
        guard let notice else { return "" }
        return "<p class=\"notice\" role=\"status\" id=\"webhook-notice\">\(notice)</p>"
    }

    private var secretBox: HTML {
        guard let newSecret else { return "" }
        return """
            <div class="notice" role="status"><p>\(text.localized("The endpoint's signing secret. Copy it now: it is not shown again."))</p>
            <code id="new-webhook-secret" class="secret">\(newSecret)</code>
            <button type="button" class="button small copy-button js-only" data-copy="#new-webhook-secret">\(text.localized("Copy"))</button></div>
            """
    }

    private var endpointList: HTML {
        guard !endpoints.isEmpty else { return "<p class=\"muted\" id=\"no-webhooks\">\(text.localized("No endpoints yet."))</p>" }
        let items = endpoints.map { endpoint -> HTML in
            let state = self.state(of: endpoint)
            return """
                <li class="webhook" id="webhook-\(endpoint.id)"><p><code class="webhook-url">\(endpoint.url)</code> — \(state)</p>
                <p class="muted">\(endpoint.events.map(\.rawValue).joined(separator: ", "))</p>
                <div class="row"><form method="post" action="/settings/webhooks/\(endpoint.id)/test">\(csrfField)\
                <button class="button small" id="test-webhook-\(endpoint.id)">\(text.localized("Send a test"))</button></form>
                <form method="post" action="/settings/webhooks/\(endpoint.id)/delete">\(csrfField)\
                <button class="button small danger" id="delete-webhook-\(endpoint.id)">\(text.localized("Delete"))</button></form></div>
                \(deliveryList(endpoint.id))</li>
                """
        }
        return "<ul id=\"webhooks\">\(HTML.joined(items))</ul>"
    }

    private func deliveryList(_ id: Int64) -> HTML {
        let messages = deliveries[id] ?? []
        guard !messages.isEmpty else { return "<p class=\"muted\">\(text.localized("No deliveries yet."))</p>" }
        let rows = messages.map { message -> HTML in
            let detail = message.lastStatus.map { "HTTP \($0)" } ?? message.lastError.map(deliveryError) ?? ""
            return "<li class=\"webhook-delivery\"><code>\(message.type)</code> \(status(message.status)) ×\(message.attempts) \(detail)</li>"
        }
        return "<ul class=\"webhook-deliveries\" id=\"webhook-deliveries-\(id)\">\(HTML.joined(rows))</ul>"
    }

    /// `enabled`, `enabled, failing since …` or `disabled: why` (the reason as the server wrote it).
    private func state(of endpoint: WebhookEndpoint) -> HTML {
        guard endpoint.isEnabled else {
            let disabled: HTML = "<strong class=\"webhook-disabled\">\(text.localized("disabled"))</strong>"
            let reason =
                text.isEnglish
                ? endpoint.disabledReason ?? text.localized("after a day of failed deliveries")
                : text.localized("after a day of failed deliveries; delete it and add it again")
            return text.html(text.localized("{disabled}: {reason}"), ["disabled": disabled, "reason": "\(reason)"])
        }
        guard let since = endpoint.failingSince else { return "\(text.localized("enabled"))" }
        return text.html(text.localized("enabled, failing since {time}"), ["time": text.instantInSentence(since, in: calendar)])
    }

    /// A failed delivery's error without a status: as the server wrote it in English; outside
    /// English the fixed ones in the language, any other (with values) as a general sentence.
    private func deliveryError(_ error: String) -> String {
        guard !text.isEnglish else { return error }
        return error == "endpoint disabled" ? text.localized("endpoint disabled") : text.localized("the delivery failed")
    }

    /// A delivery's state in the page's language.
    private func status(_ status: WebhookMessage.Status) -> String {
        switch status {
        case .pending: text.localized("pending")
        case .delivered: text.localized("delivered")
        case .failed: text.localized("failed")
        }
    }
}
