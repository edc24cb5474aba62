"""Checks every page of the browser tests takes (docs/web.md): axe-core finds no serious or
critical violation, nothing reaches past the screen; and the runner of a two-size suite."""

import unittest

from axe_selenium_python import Axe

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


def axe_problems(driver):
    """The serious and critical axe-core violations of the current page, one line each."""
    axe = Axe(driver)
    axe.inject()
    violations = axe.run()["violations"]
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
