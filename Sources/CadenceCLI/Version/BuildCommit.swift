/// The git commit this binary was built from (docs/deploy.md "Versions"): `unknown` in the source
/// tree; `scripts/stamp-commit.sh` writes the commit here before a release build (from git, or
/// from the `COMMIT` file a `git archive` tarball carries) and puts this file back afterwards.
enum BuildCommit {
    static let value = "unknown"
}
