"""`cadence serve --oidc-only` (CADENCE_OIDC_ONLY=1) end to end (docs/domain-rules.md "§24
OpenID Connect sign-in"): on a new server with a provider on loopback, password sign-up and sign-in
answer 403 `passwordSignInOff`, the sign-in page shows only the provider's button, and the first
person to sign in with the provider becomes the owner. Run by scripts/oidc-check.sh.
"""

import os
import sqlite3
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Support"))
from cadence_api import BASE, call  # noqa: E402
import test_oidc  # noqa: E402


def main():
    test_oidc.start_provider()
    try:
        problem, _ = call("POST", "/api/v1/auth/sign-up", {"username": "pat", "password": "correct horse battery"}, expect=403)
        assert problem["code"] == "passwordSignInOff", problem
        problem, _ = call("POST", "/api/v1/auth/sign-in", {"username": "pat", "password": "correct horse battery"}, expect=403)
        assert problem["code"] == "passwordSignInOff", problem
        status, _, body = test_oidc.Browser().request(BASE + "/sign-in")
        assert status == 200 and 'id="oidc-sign-in"' in body and 'id="sign-in-form"' not in body, (status, body)
        _, (status, headers, _) = test_oidc.Browser().sign_in("pat")
        assert status == 303 and headers["Location"] == "/welcome/habits", (status, headers)
        with sqlite3.connect(os.environ["CADENCE_SERVER_DB"]) as db:
            assert db.execute("SELECT username, role FROM account").fetchall() == [("pat", "owner")]
    finally:
        test_oidc.stop_provider()
    print("--oidc-only: all checks passed")


if __name__ == "__main__":
    main()
