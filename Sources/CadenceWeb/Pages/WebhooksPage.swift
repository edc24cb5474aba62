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

    static func load(for user: UserID, service: CadenceService, csrfField: HTML) async throws -> WebhooksPage {
        let endpoints = try await service.webhookEndpoints(of: user)
        var deliveries: [Int64: [WebhookMessage]] = [:]
        for endpoint in endpoints {
            deliveries[endpoint.id] = try await service.webhookDeliveries(of: endpoint.id, for: user, limit: 5)
        }
        return WebhooksPage(endpoints: endpoints, deliveries: deliveries, csrfField: csrfField)
    }

    var body: HTML {
        """
        <h1>Webhooks</h1>
        <p><a href="/settings">← Settings</a></p>
        \(noticeBox)
        \(AccountPages.errorBox(error))
        \(secretBox)
        <section class="card" aria-labelledby="webhooks-title"><h2 id="webhooks-title">Endpoints</h2>
        <p class="muted">Cadence posts the events you choose to these URLs, signed by the Standard Webhooks scheme \
        (<code>webhook-id</code>, <code>webhook-timestamp</code>, <code>webhook-signature</code>), and retries for a day. \
        An endpoint failing for a day is disabled.</p>
        \(endpointList)
        </section>
        <section class="card" aria-labelledby="webhook-add-title"><h2 id="webhook-add-title">Add an endpoint</h2>
        <form id="webhook-form" method="post" action="/settings/webhooks">\(csrfField)
        <label>URL <input id="webhook-url" name="url" type="url" required maxlength="2000" placeholder="https://example.org/hooks/cadence"></label>
        <fieldset id="webhook-events"><legend>Events</legend>
        \(HTML.joined(WebhookEventType.allCases.map(Self.eventBox)))
        </fieldset>
        <button id="add-webhook" class="button">Add endpoint</button>
        </form>
        </section>
        """
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
            <div class="notice" role="status"><p>The endpoint's signing secret. Copy it now: it is not shown again.</p>
            <code id="new-webhook-secret" class="secret">\(newSecret)</code>
            <button type="button" class="button small copy-button js-only" data-copy="#new-webhook-secret">Copy</button></div>
            """
    }

    private var endpointList: HTML {
        guard !endpoints.isEmpty else { return "<p class=\"muted\" id=\"no-webhooks\">No endpoints yet.</p>" }
        let items = endpoints.map { endpoint -> HTML in
            let state: HTML =
                endpoint.isEnabled
                ? (endpoint.failingSince == nil ? "enabled" : "enabled, failing since \(InstantText.text(endpoint.failingSince ?? Date()))")
                : "<strong class=\"webhook-disabled\">disabled</strong>: \(endpoint.disabledReason ?? "after a day of failed deliveries")"
            return """
                <li class="webhook" id="webhook-\(endpoint.id)"><p><code class="webhook-url">\(endpoint.url)</code> — \(state)</p>
                <p class="muted">\(endpoint.events.map(\.rawValue).joined(separator: ", "))</p>
                <div class="row"><form method="post" action="/settings/webhooks/\(endpoint.id)/test">\(csrfField)\
                <button class="button small" id="test-webhook-\(endpoint.id)">Send a test</button></form>
                <form method="post" action="/settings/webhooks/\(endpoint.id)/delete">\(csrfField)\
                <button class="button small danger" id="delete-webhook-\(endpoint.id)">Delete</button></form></div>
                \(deliveryList(endpoint.id))</li>
                """
        }
        return "<ul id=\"webhooks\">\(HTML.joined(items))</ul>"
    }

    private func deliveryList(_ id: Int64) -> HTML {
        let messages = deliveries[id] ?? []
        guard !messages.isEmpty else { return "<p class=\"muted\">No deliveries yet.</p>" }
        let rows = messages.map { message -> HTML in
            let detail = [message.lastStatus.map { "HTTP \($0)" }, message.lastError].compactMap { $0 }.first ?? ""
            return "<li class=\"webhook-delivery\"><code>\(message.type)</code> \(message.status.rawValue) ×\(message.attempts) \(detail)</li>"
        }
        return "<ul class=\"webhook-deliveries\" id=\"webhook-deliveries-\(id)\">\(HTML.joined(rows))</ul>"
    }
}
