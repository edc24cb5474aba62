"""The recipes of docs/automation.md, run as written against a real `cadence serve`.

Each block marked `<!-- recipe: NAME -->` is read from the document. Home Assistant's YAML is
loaded with PyYAML (`!secret` resolved as Home Assistant does) and its templates rendered with
Jinja2, the engine Home Assistant renders them with; shell recipes run in bash with the
document's server address replaced by the test server's. Started by scripts/automation-check.sh
under scripts/with-cadence-server.sh (CADENCE_BASE_URL, CADENCE_BIN).
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

import jinja2
import yaml

DOC = os.path.join(os.path.dirname(__file__), "..", "..", "docs", "automation.md")
DOC_SERVER = "https://cadence.example.com"
BASE = os.environ["CADENCE_BASE_URL"].rstrip("/")
BIN = os.environ["CADENCE_BIN"]
SERVER_DB = os.environ["CADENCE_SERVER_DB"]
DOC_HOME_ASSISTANT = "https://homeassistant.example.com"
TIMEOUT = 20
RUN = set()


def recipes():
    """Every marked block of the document: name → (language, text)."""
    text = open(DOC, encoding="utf-8").read()
    found = {}
    for match in re.finditer(r"<!-- recipe: ([a-z0-9-]+) -->\n```([a-z]+)\n(.*?)```", text, re.S):
        name, language, body = match.groups()
        assert name not in found, f"recipe {name} is marked twice"
        found[name] = (language, body)
    return found


def recipe(found, name):
    """The text of recipe `name`, noted as run."""
    RUN.add(name)
    return found[name][1]


def call(method, path, body=None, token=None, cookie=None, expect=None):
    """One request to the test server; returns (status, parsed JSON or None, headers)."""
    url = path if path.startswith("http") else BASE + path
    data = None if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    request = urllib.request.Request(url, data=data, method=method)
    if data is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", token if token.startswith("Bearer ") else f"Bearer {token}")
    if cookie:
        request.add_header("Cookie", cookie)
        request.add_header("Origin", BASE)
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            status, raw, headers = response.status, response.read(), response.headers
    except urllib.error.HTTPError as error:
        status, raw, headers = error.code, error.read(), error.headers
    parsed = json.loads(raw) if raw else None
    if expect is not None:
        assert status == expect, f"{method} {path}: {status} {raw[:300]!r}"
    return status, parsed, headers


def home_assistant_yaml(text, secrets):
    """Loads Home Assistant YAML, `!secret NAME` read from `secrets` as Home Assistant does."""

    class Loader(yaml.SafeLoader):
        pass

    Loader.add_constructor("!secret", lambda loader, node: secrets[loader.construct_scalar(node)])
    return yaml.load(text, Loader=Loader)


def render(template, **variables):
    """A Home Assistant template, rendered by Jinja2."""
    return jinja2.Environment(undefined=jinja2.StrictUndefined).from_string(template).render(**variables)


def sensor_values(block, secrets):
    """What the RESTful sensors of `block` read now: sensor name → rendered value."""
    config = home_assistant_yaml(block, secrets)
    values = {}
    for resource in config["rest"]:
        url = resource["resource"].replace(DOC_SERVER, BASE)
        _, answer, _ = call("GET", url, token=resource["headers"]["Authorization"], expect=200)
        for sensor in resource["sensor"]:
            values[sensor["name"]] = render(sensor["value_template"], value_json=answer)
    return values


def rest_command(block, secrets, **data):
    """Runs the `cadence_check_in` rest_command of `block` with the service call's `data`."""
    command = home_assistant_yaml(block, secrets)["rest_command"]["cadence_check_in"]
    assert command["method"] == "post" and command["content_type"] == "application/json"
    body = render(command["payload"], **data).encode()
    json.loads(body)  # the rendered payload is JSON
    return call("POST", command["url"].replace(DOC_SERVER, BASE), body=body, token=command["headers"]["Authorization"])


def shell(block, env):
    """Runs a shell recipe in bash with the document's server replaced; returns (status, stdout)."""
    script = block.replace(DOC_SERVER, BASE)
    done = subprocess.run(["bash", "-o", "pipefail", "-c", script], env=env, capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout


def check_home_assistant(found, token):
    secrets = {"cadence_token": f"Bearer {token}"}
    sensors = recipe(found, "home-assistant-sensor")
    assert sensor_values(sensors, secrets) == {"Habits done today": "0", "Habits due today": "3", "Habit progress": "0.0"}

    command = recipe(found, "home-assistant-rest-command")
    status, entries, _ = rest_command(command, secrets, habit="water", amount=2)
    assert status == 201 and [entry["amount"] for entry in entries] == [2], (status, entries)
    # `tojson` keeps a name with quotes one JSON string; `amount` defaults to 1.
    status, entries, _ = rest_command(command, secrets, habit='Say "thanks"')
    assert status == 201 and len(entries) == 1, (status, entries)
    values = sensor_values(sensors, secrets)
    assert values == {"Habits done today": "2", "Habits due today": "3", "Habit progress": "67.0"}, values
    # A name that fits nothing is refused, and the sensors do not move.
    status, problem, _ = rest_command(command, secrets, habit="Swim")
    assert status == 404 and problem["code"] == "notFound", (status, problem)
    print("ok: Home Assistant's sensors and rest_command")


def check_check_in_by_name(found, token):
    env = dict(os.environ, CADENCE_TOKEN=token)
    status, output = shell(recipe(found, "check-in-by-name"), env)
    assert status == 0, (status, output)
    entries = json.loads(output)
    assert [entry["amount"] for entry in entries] == [1], entries
    _, today, _ = call("GET", "/api/v1/today", token=token, expect=200)
    read = next(habit for habit in today["habits"] if habit["name"] == "Read")
    assert read["complete"] is False
    water = next(habit for habit in today["habits"] if habit["name"] == "Drink water")
    assert water["total"] == 3, water
    print("ok: the Shortcuts/Tasker request checks in by name")


def check_cron(found):
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, CADENCE_DB=os.path.join(folder, "cadence.sqlite"), PATH=os.path.dirname(BIN) + ":" + os.environ["PATH"])
        env.pop("CADENCE_JSON", None)

        def cadence(*arguments):
            subprocess.run([BIN, *arguments], env=env, check=True, capture_output=True, timeout=60)

        cadence("habit", "add", "Water", "--unit", "cups", "--target", "8")
        cadence("habit", "add", "Read")
        cadence("done", "Read")
        open_habits, day_done = recipe(found, "cron-open-habits"), recipe(found, "cron-day-done")
        assert shell(open_habits, env) == (0, "Water\n"), shell(open_habits, env)
        assert shell(day_done, env)[0] == 1
        cadence("done", "Water", "8")
        assert shell(open_habits, env) == (0, ""), shell(open_habits, env)
        assert shell(day_done, env)[0] == 0
    print("ok: cron's open habits and day-done status from `cadence today --json`")


class HomeAssistantStandIn:
    """A loopback HTTP server standing in for Home Assistant's `/api/webhook/<id>`: keeps every
    POST's path and JSON body."""

    def __init__(self):
        import http.server

        received = self.received = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                received.append((self.path, json.loads(body), dict(self.headers)))
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def wait_for(self, count, seconds=60):
        deadline = time.monotonic() + seconds
        while len(self.received) < count and time.monotonic() < deadline:
            time.sleep(0.2)
        return self.received

    def close(self):
        self.server.shutdown()


def check_home_assistant_hook(found, token):
    """The hook recipe run as written on the server's store, then the automation's templates
    rendered against the event Cadence delivered when the day became perfect."""
    stand_in = HomeAssistantStandIn()
    try:
        command = recipe(found, "home-assistant-hook").replace(DOC_HOME_ASSISTANT, stand_in.url)
        command = command.replace("cadence ", f"{BIN} ", 1)
        # The stand-in is on loopback: allowed by the operator, as docs/automation.md says a Home
        # Assistant on a private address must be (the test server is started allowing it too).
        status, output = shell(command, dict(os.environ, CADENCE_DB=SERVER_DB, CADENCE_NOTIFY_HOSTS="127.0.0.1"))
        assert status == 0 and "whsec_" in output, (status, output)
        automation = home_assistant_yaml(recipe(found, "home-assistant-automation"), {})["automation"][0]
        trigger = automation["triggers"][0]
        assert trigger["trigger"] == "webhook" and trigger["allowed_methods"] == ["POST"], trigger
        # The last open habit of the day, checked in through the rest_command: the day is perfect.
        secrets = {"cadence_token": f"Bearer {token}"}
        status, _, _ = rest_command(recipe(found, "home-assistant-rest-command"), secrets, habit="Read")
        assert status == 201, status
        _, today, _ = call("GET", "/api/v1/today", token=token, expect=200)
        assert today["done"] == today["total"], today
        received = stand_in.wait_for(1)
        assert received, "no day.perfect event reached the stand-in within 60 s"
        path, body, headers = received[0]
        assert path == f"/api/webhook/{trigger['webhook_id']}", path
        assert {"webhook-id", "webhook-timestamp", "webhook-signature"} <= {name.lower() for name in headers}, headers
        assert body["type"] == "day.perfect" and body["data"]["date"] == today["date"], body
        condition = automation["conditions"][0]
        assert render(condition["value_template"], trigger={"json": body}) == "True"
        message = automation["actions"][0]["data"]["message"]
        assert render(message, trigger={"json": body}) == f"Every habit done on {today['date']}."
        # Another kind of event would not pass the condition.
        assert render(condition["value_template"], trigger={"json": dict(body, type="checkin.created")}) == "False"
    finally:
        stand_in.close()
    print("ok: Home Assistant's automation on day.perfect, fed by a real delivery")


def main():
    found = recipes()
    _, _, headers = call(
        "POST", "/api/v1/auth/sign-up", {"username": "automation", "password": "correct horse battery"}, expect=201)
    cookie = headers.get("Set-Cookie", "").split(";")[0]
    assert cookie.startswith("cadence_session="), headers
    _, made, _ = call("POST", "/api/v1/tokens", {"name": "home assistant"}, cookie=cookie, expect=201)
    token = made["secret"]
    for habit in (
        {"name": "Drink water", "unit": "cups", "target": 2},
        {"name": "Read"},
        {"name": 'Say "thanks"'},
    ):
        call("POST", "/api/v1/habits", habit, token=token, expect=201)
    check_home_assistant(found, token)
    check_check_in_by_name(found, token)
    check_home_assistant_hook(found, token)
    check_cron(found)
    assert RUN == set(found), f"recipes never run: {sorted(set(found) - RUN)}"
    print("automation: all recipes passed")


if __name__ == "__main__":
    try:
        main()
    except AssertionError as failure:
        print(f"FAILED: {failure}", file=sys.stderr)
        raise
