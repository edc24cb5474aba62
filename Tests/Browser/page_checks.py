"""Checks every page of the browser tests takes (docs/web.md): axe-core finds no serious or
critical violation, nothing reaches past the screen; and the runner of a two-size suite."""

import functools
import importlib.util
import os
import unittest

# Elements allowed past the screen: the skip link until focused, text for screen readers,
# what a closed <details> hides, and the content of a scroll box (a wide table, the heatmap).
OVERFLOW_SCRIPT = """
const width = document.documentElement.clientWidth;
const bad = [];
for (const element of document.body.querySelectorAll('*')) {
  if (element.closest('.skip-link, .visually-hidden, details:not([open]) > :not(summary), svg, [hidden]')) continue;
  if (element.parentElement && element.parentElement.closest('.table-wrap, .chart-scroll')) continue;
  const box = element.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) continue;
  if (box.right > width + 1 || box.left < -1) {
    bad.push(element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') +
      (typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\\s+/).join('.') : '') +
      ' [' + Math.round(box.left) + ', ' + Math.round(box.right) + ']');
  }
}
return {scrollWidth: document.documentElement.scrollWidth, width: width, bad: bad.slice(0, 8)};
"""


@functools.lru_cache(maxsize=1)
def axe_source():
    """axe-core 4.x (docs/web.md "Accessibility"): the `axe.min.js` that PyPI's
    axe-playwright-python ships, read as a file (its Python, which needs Playwright, is never
    imported; scripts/install-browser-deps.sh pins the package)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or spec.origin is None:
        raise RuntimeError("axe-playwright-python is missing; run scripts/install-browser-deps.sh")
    with open(os.path.join(os.path.dirname(spec.origin), "axe.min.js"), encoding="utf-8") as handle:
        return handle.read()


def axe_version(driver):
    """The version of the axe-core injected in the current page."""
    driver.execute_script(axe_source())
    return driver.execute_script("return axe.version")


def axe_results(driver):
    """axe-core's full results for the current page (injected through selenium, then `axe.run`)."""
    driver.execute_script(axe_source())
    driver.set_script_timeout(60)
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(done, (error) => done({error: String(error)}));")


def axe_problems(driver):
    """The serious and critical axe-core violations of the current page, one line each."""
    results = axe_results(driver)
    if "error" in results:
        return [f"axe failed: {results['error']}"]
    violations = results["violations"]
    return [f"{v['id']} ({v['impact']}): {[(n['target'], n.get('failureSummary', '')[:140]) for n in v['nodes'][:3]]}"
            for v in violations if v.get("impact") in ("serious", "critical")]


def overflow(driver):
    """The page's width, its scroll width and the elements past the screen."""
    return driver.execute_script(OVERFLOW_SCRIPT)


def run_sizes(label, *cases):
    """Runs the test cases in order; fails on any failure, error or skip. Returns the exit status."""
    loader = unittest.defaultTestLoader
    suite = unittest.TestSuite([loader.loadTestsFromTestCase(case) for case in cases])
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors)
    skipped = len(result.skipped)
    print(f"browser ({label}): {result.testsRun - failed - skipped} passed, {failed} failed, {skipped} skipped")
    return 0 if result.wasSuccessful() and failed == 0 and skipped == 0 else 1
