"""Real MCP clients against Cadence (docs/api.md "Tools for assistants", README "Assistants"):
PyPI's `mcp` package drives `cadence mcp` over stdio and `cadence serve`'s `/mcp` over
Streamable HTTP. Each run initializes, lists the tools and checks their schemas, creates a
habit, checks in, reads today and the habit's statistics, makes invalid calls (an unknown
habit, a negative amount) and confirms every change — and every refusal's absence of change —
with `cadence ... --json` or the REST API. A second user's token sees none of the first's
habits.

Run by `scripts/mcp-clients.sh`, which starts the server (CADENCE_BASE_URL, CADENCE_BIN).
"""

import asyncio
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import httpx2  # noqa: E402
from mcp import ClientSession, StdioServerParameters  # noqa: E402
from mcp.client.stdio import stdio_client  # noqa: E402
from mcp.client.streamable_http import streamable_http_client  # noqa: E402
from mcp_support import (  # noqa: E402
    BASE_URL, CADENCE_BIN, cli, cli_error, first_text, is_error, rest, sign_up_with_token, structured)

SERVER_DB = os.environ.get("CADENCE_SERVER_DB", "")

EXPECTED_TOOLS = {
    "list_habits", "today", "check_in", "set_day_total", "undo_check_in", "skip_days", "create_habit",
    "edit_habit", "archive_habit", "habit_stats", "overview", "progress", "list_presets", "log_health",
    "health_summary", "add_todo", "complete_todo", "list_todos", "add_note", "search_notes",
    "account_balances", "dashboard", "list_reminders", "pause", "list_routines", "list_partners", "partner_progress",
    "challenge_standings",
}
READ_ONLY = {
    "list_habits", "today", "habit_stats", "overview", "progress", "list_presets", "health_summary", "list_todos",
    "search_notes", "account_balances", "dashboard", "list_reminders", "list_routines", "list_partners",
    "partner_progress", "challenge_standings",
}


async def check_tool_list(session):
    tools = (await session.list_tools()).tools
    names = {tool.name for tool in tools}
    assert names == EXPECTED_TOOLS, f"tools: {sorted(names)}"
    for tool in tools:
        schema = tool.input_schema if hasattr(tool, "input_schema") else tool.inputSchema
        assert schema["type"] == "object" and schema["additionalProperties"] is False, tool.name
        hints = tool.annotations
        read_only = hints.read_only_hint if hasattr(hints, "read_only_hint") else hints.readOnlyHint
        assert read_only is (tool.name in READ_ONLY), f"{tool.name} readOnlyHint {read_only}"
    check_in = next(tool for tool in tools if tool.name == "check_in")
    schema = check_in.input_schema if hasattr(check_in, "input_schema") else check_in.inputSchema
    assert schema["required"] == ["habit"] and schema["properties"]["amount"]["type"] == "number"
    print(f"  tools/list: {len(tools)} tools, strict schemas, hints as documented")


async def journey(session, confirm, db):
    """The calls both transports make; `confirm(kind)` reads the store another way."""
    await session.initialize()
    await check_tool_list(session)

    created = await session.call_tool("create_habit", {"name": "Run", "target": 5, "unit": "km"})
    assert not is_error(created), first_text(created)
    habit_id = structured(created)["id"]
    assert structured(created)["unit"] == "km"

    checked = await session.call_tool("check_in", {"habit": "run", "amount": 3})
    assert not is_error(checked), first_text(checked)
    assert [entry["amount"] for entry in structured(checked)["entries"]] == [3]
    assert "3/5 km today" in first_text(checked), first_text(checked)

    today = structured(await session.call_tool("today", {}))
    run = next(item for item in today["habits"] if item["id"] == habit_id)
    assert run["total"] == 3 and run["complete"] is False, run
    assert today == confirm("today"), "today through MCP equals the other surface's"

    stats = await session.call_tool("habit_stats", {"habit": str(habit_id)})
    assert not is_error(stats) and structured(stats)["habit"]["id"] == habit_id

    unknown = await session.call_tool("check_in", {"habit": "Swim"})
    assert is_error(unknown) and structured(unknown)["error"]["code"] == "notFound", unknown
    assert structured(unknown) == cli_error(db, "done", "Swim"), "the same error as the command line's"
    assert first_text(unknown) == "error: " + structured(unknown)["error"]["message"]
    negative = await session.call_tool("check_in", {"habit": "Run", "amount": -2})
    assert is_error(negative) and structured(negative)["error"]["code"] == "amountInvalid", negative
    wrong_type = await session.call_tool("check_in", {"habit": "Run", "amount": "lots"})
    assert is_error(wrong_type) and structured(wrong_type)["error"]["code"] == "usage", wrong_type

    entries = confirm("entries")
    assert [entry["amount"] for entry in entries] == [3], f"only the valid check-in was stored: {entries}"
    assert [entry["amount"] for entry in cli(db, "entries", "Run")] == [3], "and `cadence entries --json` agrees"
    assert cli(db, "habit", "show", "Run")["target"] == 5
    print("  create_habit, check_in, today, habit_stats, three refusals: confirmed outside MCP")
    return habit_id


async def over_stdio():
    print("== stdio: cadence mcp")
    with tempfile.TemporaryDirectory() as folder:
        db = os.path.join(folder, "cadence.sqlite")
        cli(db, "settings", "show")  # creates the store and its local user

        def confirm(kind):
            if kind == "today":
                return cli(db, "today")
            return cli(db, "entries", "Run")

        parameters = StdioServerParameters(command=CADENCE_BIN, args=["--db", db, "mcp"])
        async with stdio_client(parameters) as (read, write):
            async with ClientSession(read, write) as session:
                await journey(session, confirm, db)
        listed = cli(db, "habit", "list")
        assert [habit["name"] for habit in listed] == ["Run"]


async def over_http():
    print("== Streamable HTTP: cadence serve /mcp")
    alice_token, _ = sign_up_with_token("alice")
    status, _, _ = rest("PATCH", "/api/v1/server/settings", {"signUpsOpen": True}, token=alice_token)
    assert status == 200, f"open sign-ups: {status}"
    bob_token, bob_cookie = sign_up_with_token("bob")

    def confirm(kind):
        if kind == "today":
            return rest("GET", "/api/v1/today", token=alice_token)[1]
        habits = rest("GET", "/api/v1/habits", token=alice_token)[1]
        run = next(habit for habit in habits if habit["name"] == "Run")
        return rest("GET", f"/api/v1/habits/{run['id']}/checkins", token=alice_token)[1]

    url = BASE_URL + "/mcp"
    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {alice_token}"}, timeout=30) as http:
        async with streamable_http_client(url, http_client=http) as streams:
            async with ClientSession(streams[0], streams[1]) as session:
                habit_id = await journey(session, confirm, SERVER_DB)

    async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {bob_token}"}, timeout=30) as http:
        async with streamable_http_client(url, http_client=http) as streams:
            async with ClientSession(streams[0], streams[1]) as session:
                await session.initialize()
                assert structured(await session.call_tool("list_habits", {}))["habits"] == []
                for reference in ("Run", str(habit_id)):
                    result = await session.call_tool("check_in", {"habit": reference})
                    assert is_error(result) and structured(result)["error"]["code"] == "notFound", result
    assert [entry["amount"] for entry in confirm("entries")] == [3], "Bob changed nothing of Alice's"
    print("  a second user's token sees none of the first user's habits")

    async with httpx2.AsyncClient(timeout=30) as http:
        answer = await http.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                                 headers={"Accept": "application/json"})
        assert answer.status_code == 401, f"no token: {answer.status_code}"
        answer = await http.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                                 headers={"Accept": "application/json", "Cookie": f"cadence_session={bob_cookie}"})
        assert answer.status_code == 401, f"a session cookie is not enough: {answer.status_code}"
    print("  no token, or only a browser session: 401")


async def main():
    assert BASE_URL and CADENCE_BIN and SERVER_DB, "run through scripts/mcp-clients.sh"
    await asyncio.wait_for(over_stdio(), timeout=120)
    await asyncio.wait_for(over_http(), timeout=120)
    print("MCP clients: all checks passed")


if __name__ == "__main__":
    asyncio.run(main())
