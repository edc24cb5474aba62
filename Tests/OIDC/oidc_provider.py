"""A real OpenID Provider on loopback for Cadence's tests, built on PyPI's Authlib (pinned by
scripts/oidc-check.sh): Authlib's AuthorizationServer with its authorization code grant, PKCE
(CodeChallenge, required) and OpenID Connect's code flow (OpenIDCode, nonce required), RS256 ID
tokens and a JWKS. One client (`cadence`, secret given by --client-secret); any redirect URI on
127.0.0.1 ending in /sign-in/oidc/callback. The person signs in by typing a name (form
#op-username, button #op-approve).

Test knobs, for the refusals Cadence must make (each applies to the next ID token only):
POST /test/next {"aud": [...], "exp": seconds, "kid": "...", "sign_kid": "..."}.

  python oidc_provider.py --port 9400 --key key.json --client-secret s3cret
"""

import argparse
import json
import secrets
import time

from authlib.integrations.flask_oauth2 import AuthorizationServer
from authlib.jose import JsonWebKey
from authlib.oauth2.rfc6749 import ClientMixin, grants
from authlib.oauth2.rfc7636 import CodeChallenge
from authlib.oidc.core import UserInfo
from authlib.oidc.core.grants import OpenIDCode
from flask import Flask, jsonify, request

parser = argparse.ArgumentParser()
parser.add_argument("--port", type=int, required=True)
parser.add_argument("--key", required=True, help="a JSON file holding the private RSA JWK (made when missing)")
parser.add_argument("--client-secret", required=True)
args = parser.parse_args()

ISSUER = f"http://127.0.0.1:{args.port}"
try:
    with open(args.key) as handle:
        KEY = JsonWebKey.import_key(json.load(handle))
except FileNotFoundError:
    KEY = JsonWebKey.generate_key("RSA", 2048, is_private=True, options={"kid": "k1"})
    with open(args.key, "w") as handle:
        json.dump(KEY.as_dict(is_private=True), handle)
# A second key the JWKS never lists (a token signed with it names an unknown kid).
STRANGER = JsonWebKey.generate_key("RSA", 2048, is_private=True, options={"kid": "stranger"})

NEXT = {}
CODES = {}


class Client(ClientMixin):
    client_id = "cadence"
    id_token_signed_response_alg = None

    def get_client_id(self):
        return self.client_id

    def get_default_redirect_uri(self):
        return None

    def get_allowed_scope(self, scope):
        return " ".join(s for s in scope.split() if s in ("openid", "profile", "email"))

    def check_redirect_uri(self, redirect_uri):
        return redirect_uri.startswith("http://127.0.0.1:") and redirect_uri.endswith("/sign-in/oidc/callback")

    def check_client_secret(self, client_secret):
        return secrets.compare_digest(client_secret, args.client_secret)

    def check_endpoint_auth_method(self, method, endpoint):
        return method in ("client_secret_basic", "client_secret_post")

    def check_response_type(self, response_type):
        return response_type == "code"

    def check_grant_type(self, grant_type):
        return grant_type == "authorization_code"


CLIENT = Client()


class Code:
    def __init__(self, code, request, user):
        data = request.payload.data
        self.code = code
        self.redirect_uri = request.payload.redirect_uri
        self.scope = request.payload.scope
        self.nonce = data.get("nonce")
        self.code_challenge = data.get("code_challenge")
        self.code_challenge_method = data.get("code_challenge_method")
        self.user = user
        self.auth_time = int(time.time())

    def get_redirect_uri(self):
        return self.redirect_uri

    def get_scope(self):
        return self.scope

    def get_nonce(self):
        return self.nonce

    def get_auth_time(self):
        return self.auth_time

    def get_acr(self):
        return None

    def get_amr(self):
        return None


class CodeGrant(grants.AuthorizationCodeGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["client_secret_basic", "client_secret_post"]

    def save_authorization_code(self, code, request):
        CODES[code] = Code(code, request, request.user)

    def query_authorization_code(self, code, client):
        return CODES.get(code)

    def delete_authorization_code(self, authorization_code):
        CODES.pop(authorization_code.code, None)

    def authenticate_user(self, authorization_code):
        return authorization_code.user


class OpenID(OpenIDCode):
    def exists_nonce(self, nonce, request):
        return False

    def get_jwt_config(self, grant):
        knobs = dict(NEXT)
        key = STRANGER if knobs.get("sign_kid") == "stranger" else KEY
        config = {"key": key, "alg": "RS256", "iss": ISSUER, "exp": knobs.get("exp", 600), "kid": knobs.get("kid", key.kid)}
        return config

    def get_audiences(self, request):
        knobs = dict(NEXT)
        NEXT.clear()
        return knobs.get("aud", [request.client.get_client_id()])

    def generate_user_info(self, user, scope):
        return UserInfo(sub="sub-" + user, preferred_username=user, email=f"{user}@example.test")


app = Flask(__name__)
server = AuthorizationServer(app, query_client=lambda client_id: CLIENT if client_id == "cadence" else None,
                             save_token=lambda token, request: None)
server.register_grant(CodeGrant, [CodeChallenge(required=True), OpenID(require_nonce=True)])


@app.get("/.well-known/openid-configuration")
def discovery():
    return jsonify({
        "issuer": ISSUER, "authorization_endpoint": ISSUER + "/authorize", "token_endpoint": ISSUER + "/token",
        "jwks_uri": ISSUER + "/jwks", "response_types_supported": ["code"], "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["RS256"], "code_challenge_methods_supported": ["S256"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
    })


@app.get("/jwks")
def jwks():
    return jsonify({"keys": [KEY.as_dict(is_private=False)]})


@app.get("/authorize")
def authorize_page():
    hidden = "".join(f'<input type="hidden" name="{k}" value="{v}">' for k, v in request.args.items())
    return (f'<!doctype html><title>Test provider</title><form method="post" action="/authorize">{hidden}'
            '<label>Name <input id="op-username" name="op_username"></label>'
            '<button id="op-approve">Sign in</button></form>')


@app.post("/authorize")
def authorize():
    user = request.form.get("op_username") or "alice"
    return server.create_authorization_response(grant_user=user)


@app.post("/token")
def token():
    return server.create_token_response()


@app.post("/test/next")
def next_token():
    NEXT.clear()
    NEXT.update(request.get_json(force=True))
    return jsonify(NEXT)


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=args.port)
