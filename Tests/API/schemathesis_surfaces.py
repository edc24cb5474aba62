#!/usr/bin/env python3
"""Schemathesis beyond the REST API (docs/robustness.md, docs/security.md): the web app's forms and
`/mcp`, run by Tests/API/schemathesis_run.py against the same `cadence serve`.

Neither surface has an OpenAPI document of its own, so this module writes one for each from what
the running server shows:

- **Web forms.** It crawls the signed-in pages (same origin, at most `MAX_PAGES`), reads every
  `<form method="post">` and its fields, and describes each action as an operation with an
  `application/x-www-form-urlencoded` body whose `csrf` field is the session's valid token (a
  constant), so that generated bodies pass the CSRF check and reach the form's parsing and rules.
  Actions that would end the run's session (sign-out, password, account deletion, token revocation)
  and the sign-in/sign-up forms are left out.
- **`/mcp`.** One operation whose JSON body is a JSON-RPC request: `initialize`, `ping`, the list
  methods, `resources/read`, `prompts/get`, and `tools/call` for every tool with its own input
  schema as served by `tools/list`.

Checks: not_a_server_error and a response-time bound (every request answered within
`MAX_RESPONSE_SECONDS`). Then raw JSON-RPC bodies schemathesis cannot produce — duplicated members
at every level, batches, deep nesting, truncated and non-UTF-8 text — must each be answered within
the bound with a refusal, never a result. Standard library only.
"""
import html.parser
import json
import os
import re
import socket
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request

MAX_PAGES = 150
MAX_RESPONSE_SECONDS = 10
# Form actions left out: they end the run's session or credentials (not a robustness question).
EXCLUDED_ACTIONS = re.compile(
    r"^/(sign-out|sign-in|sign-up|welcome(/.*)?|settings/password|settings/delete-account|settings/tokens/[^/]+/revoke"
    r"|data/import)$")
MCP_ACCEPT = "application/json, text/event-stream"


class FormReader(html.parser.HTMLParser):
    """The links and the POST forms (action, fields with a sample value and options) of a page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = set()
        self.forms = []
        self.form = None
        self.select = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "a" and attributes.get("href"):
            self.links.add(attributes["href"])
        elif tag == "form" and (attributes.get("method") or "get").lower() == "post":
            self.form = {"action": attributes.get("action") or "", "fields": {},
                         "multipart": "multipart" in (attributes.get("enctype") or "")}
        elif self.form is not None and tag in ("input", "textarea", "button") and attributes.get("name"):
            field = self.form["fields"].setdefault(attributes["name"], {"values": set(), "type": tag})
            if attributes.get("type"):
                field["type"] = attributes["type"]
            if attributes.get("value") is not None:
                field["values"].add(attributes["value"])
        elif self.form is not None and tag == "select" and attributes.get("name"):
            self.select = self.form["fields"].setdefault(attributes["name"], {"values": set(), "type": "select"})
        elif self.select is not None and tag == "option" and attributes.get("value") is not None:
            self.select["values"].add(attributes["value"])

    def handle_endtag(self, tag):
        if tag == "form" and self.form is not None:
            self.forms.append(self.form)
            self.form = None
        elif tag == "select":
            self.select = None


def fetch(base, path, cookie):
    request = urllib.request.Request(base + path, headers={"Cookie": cookie, "Accept": "text/html"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            if "text/html" not in response.headers.get("Content-Type", ""):
                return None
            return response.read().decode("utf-8", errors="replace")
    except urllib.error.HTTPError:
        return None


def crawl_forms(base, cookie):
    """The POST forms of every page reachable from `/` (same origin, at most MAX_PAGES pages),
    one per action with the numbers in its path kept (real ids), merged field by field."""
    seen, queue, forms = set(), ["/"], {}
    while queue and len(seen) < MAX_PAGES:
        path = queue.pop(0)
        if path in seen:
            continue
        seen.add(path)
        page = fetch(base, path, cookie)
        if page is None:
            continue
        reader = FormReader()
        reader.feed(page)
        for href in reader.links:
            parsed = urllib.parse.urlsplit(urllib.parse.urljoin(base + path, href))
            if parsed.netloc == urllib.parse.urlsplit(base).netloc and parsed.path not in seen \
                    and not parsed.path.startswith(("/api/", "/assets/", "/calendar/", "/mcp")) \
                    and "sign-out" not in parsed.path and "export" not in parsed.path:
                queue.append(parsed.path)
        for form in reader.forms:
            action = urllib.parse.urlsplit(urllib.parse.urljoin(base + path, form["action"] or path)).path
            if form["multipart"] or EXCLUDED_ACTIONS.match(action):
                continue
            merged = forms.setdefault(action, {})
            for name, field in form["fields"].items():
                entry = merged.setdefault(name, {"values": set(), "type": field["type"]})
                entry["values"] |= field["values"]
    return forms, len(seen)


# Text a person's form or an assistant could send: control characters, NUL, direction marks,
# markup, long runs: every text field of a form may be one of these (the coverage phase tries each).
HOSTILE_STRINGS = ["\u0000", "a\u0000b", "\u0007bell", "\u001b[31mred", "line\r\nbreak", "\u202eevil", "\u0085next",
                   "<script>alert(1)</script>", "x" * 10_001, "💩" * 300, " ", "0", "-1", "1e308", "9223372036854775808",
                   "2026-02-30", "../../etc/passwd", "%00"]


def field_schema(name, field, csrf):
    if name == "csrf":
        return {"type": "string", "enum": [csrf]}
    values = sorted(field["values"])
    if field["type"] in ("select", "radio", "checkbox", "hidden", "submit", "button") and values:
        # The offered values most of the time, anything else sometimes.
        return {"anyOf": [{"type": "string", "enum": values}, {"type": "string"}]}
    return {"anyOf": [{"type": "string"}, {"type": "string", "enum": HOSTILE_STRINGS}]}


def forms_document(forms, csrf):
    paths = {}
    for action, fields in sorted(forms.items()):
        properties = {name: field_schema(name, field, csrf) for name, field in fields.items()}
        properties.setdefault("csrf", {"type": "string", "enum": [csrf]})
        paths[action] = {"post": {
            "operationId": "form " + action,
            "requestBody": {"required": True, "content": {"application/x-www-form-urlencoded": {
                "schema": {"type": "object", "properties": properties, "required": sorted(properties)}}}},
            "responses": {"default": {"description": "a page, a redirect or a refusal"}},
        }}
    return {"openapi": "3.0.3", "info": {"title": "Cadence web forms (generated)", "version": "1"}, "paths": paths}


def mcp_call(base, token, body, raw=None, timeout=MAX_RESPONSE_SECONDS):
    """POSTs one JSON-RPC body to /mcp; answers (status, parsed JSON or None, seconds)."""
    data = raw if raw is not None else json.dumps(body).encode()
    request = urllib.request.Request(base + "/mcp", data=data, method="POST", headers={
        "Authorization": f"Bearer {token}", "Content-Type": "application/json", "Accept": MCP_ACCEPT})
    started = time.time()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            text = response.read()
            status = response.status
    except urllib.error.HTTPError as error:
        text, status = error.read(), error.code
    elapsed = time.time() - started
    try:
        return status, json.loads(text) if text else None, elapsed
    except ValueError:
        return status, None, elapsed


def mcp_document(base, token):
    status, listing, _ = mcp_call(base, token, {"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
    if status != 200 or not isinstance(listing, dict) or "result" not in listing:
        raise SystemExit(f"error: tools/list answered {status}: {listing}")
    tools = listing["result"]["tools"]

    def request(method, params=None):
        properties = {"jsonrpc": {"type": "string", "enum": ["2.0"]}, "id": {"type": "integer"},
                      "method": {"type": "string", "enum": [method]}}
        required = ["jsonrpc", "id", "method"]
        if params is not None:
            properties["params"] = params
            required.append("params")
        return {"type": "object", "properties": properties, "required": required}

    variants = [
        request("initialize", {"type": "object", "properties": {
            "protocolVersion": {"type": "string"}, "capabilities": {"type": "object"},
            "clientInfo": {"type": "object", "properties": {"name": {"type": "string"}, "version": {"type": "string"}}}}}),
        request("ping"), request("tools/list"), request("resources/list"), request("resources/templates/list"),
        request("prompts/list"),
        request("resources/read", {"type": "object", "required": ["uri"], "properties": {"uri": {"anyOf": [
            {"type": "string", "enum": ["cadence://today", "cadence://habits", "cadence://habits/1", "cadence://habits/2"]},
            {"type": "string"}]}}}),
        request("prompts/get", {"type": "object", "required": ["name"], "properties": {
            "name": {"type": "string", "enum": ["weekly_review"]}, "arguments": {"type": "object"}}}),
    ]
    for tool in tools:
        variants.append(request("tools/call", {"type": "object", "required": ["name", "arguments"], "properties": {
            "name": {"type": "string", "enum": [tool["name"]]},
            "arguments": tool.get("inputSchema") or {"type": "object"}}}))
    document = {"openapi": "3.0.3", "info": {"title": "Cadence /mcp (generated)", "version": "1"}, "paths": {"/mcp": {
        "post": {"operationId": "mcp", "requestBody": {"required": True, "content": {
            "application/json": {"schema": {"oneOf": variants}}}},
            "responses": {"default": {"description": "a JSON-RPC answer or a refusal"}}}}}}
    return document, [tool["name"] for tool in tools]




def run_st(st, document_path, base, headers, args, report, name, mode):
    command = [st, "run", document_path, "--mode", mode, "--url", base, "--checks", "not_a_server_error",
               "--max-response-time", str(MAX_RESPONSE_SECONDS),
               "--seed", str(args.seed), "--max-examples", str(args.max_examples), "--workers", str(args.workers),
               "--request-timeout", "30", "--generation-database", "none", "--suppress-health-check", "all",
               "--no-color", "--report", "junit,har", "--report-dir", report]
    for header in headers:
        command += ["-H", header]
    print(f"== schemathesis on {name}", flush=True)
    started = time.time()
    status = subprocess.run(command).returncode
    print(f"== {name}: exit {status} in {time.time() - started:.0f} s", flush=True)
    return status


# Bodies a JSON library would never write: every one must be refused (4xx, or a JSON-RPC error
# answer), within the time bound, and leave the server answering.
RAW_BODIES = [
    ("duplicate id", b'{"jsonrpc":"2.0","id":1,"id":2,"method":"tools/list"}'),
    ("duplicate method", b'{"jsonrpc":"2.0","id":1,"method":"tools/list","method":"ping"}'),
    ("duplicate jsonrpc", b'{"jsonrpc":"2.0","jsonrpc":"1.0","id":1,"method":"ping"}'),
    ("duplicate params", b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{},"params":{"name":"today","arguments":{}}}'),
    ("duplicate tool name", b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"today","name":"list_habits","arguments":{}}}'),
    ("duplicate argument",
     b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"check_in","arguments":{"habit":"Read","habit":"Water"}}}'),
    ("duplicate id, escaped", b'{"jsonrpc":"2.0","id":1,"\\u0069d":2,"method":"tools/list"}'),
    ("truncated", b'{"jsonrpc":"2.0","id":1,"method":"tools/li'),
    ("not UTF-8", b'{"jsonrpc":"2.0","id":1,"method":"\xff\xfe"}'),
    ("deep nesting", b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":' + b'[' * 5000 + b']' * 5000 + b'}'),
    ("empty body", b''),
    ("null", b'null'),
    ("string id object", b'{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}'),
]


def raw_checks(base, token):
    failures = 0
    for name, body in RAW_BODIES:
        try:
            status, answer, elapsed = mcp_call(base, token, None, raw=body)
        except (socket.timeout, TimeoutError, urllib.error.URLError) as error:
            print(f"FAIL: /mcp {name}: no answer within {MAX_RESPONSE_SECONDS} s ({error})", flush=True)
            failures += 1
            continue
        refused = 400 <= status < 500 or (isinstance(answer, dict) and "error" in answer and "result" not in answer)
        if status >= 500 or not refused:
            print(f"FAIL: /mcp {name}: answered {status} {str(answer)[:200]}", flush=True)
            failures += 1
        else:
            print(f"ok: /mcp {name}: refused ({status}) in {elapsed:.2f} s", flush=True)
    return failures


def run(st, base, token, cookie, args):
    """Runs both generated documents and the raw checks; answers the number of failed stages."""
    report = args.report_dir
    failures = 0
    page = fetch(base, "/settings", cookie) or ""
    match = re.search(r'name="csrf" value="([^"]+)"', page)
    if not match:
        print("FAIL: no CSRF token on /settings", flush=True)
        return 1
    forms, pages = crawl_forms(base, cookie)
    print(f"== crawled {pages} pages: {len(forms)} form actions", flush=True)
    if len(forms) < 20:
        print(f"FAIL: only {len(forms)} form actions found (the crawl is broken)", flush=True)
        failures += 1
    forms_path = os.path.join(report, "web-forms.json")
    with open(forms_path, "w") as output:
        json.dump(forms_document(forms, match.group(1)), output, indent=1)
    if run_st(st, forms_path, base, [f"Cookie: {cookie}"], args, os.path.join(report, "forms"), "web forms", "positive"):
        failures += 1

    document, tools = mcp_document(base, token)
    print(f"== /mcp: {len(tools)} tools", flush=True)
    mcp_path = os.path.join(report, "mcp.json")
    with open(mcp_path, "w") as output:
        json.dump(document, output, indent=1)
    if run_st(st, mcp_path, base, [f"Authorization: Bearer {token}", f"Accept: {MCP_ACCEPT}"], args,
              os.path.join(report, "mcp"), "/mcp", "all"):
        failures += 1
    failures += raw_checks(base, token)
    return failures
