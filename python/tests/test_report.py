"""The plan report page: the tool's data in one self-contained page that
headless Chromium loads without console messages and whose plots draw."""

import json
import os
import pathlib
import re
import shutil
import subprocess

import pytest

import osdp
from osdp import tools

WINDOW = (1200, 2600)


def _embedded_plan(page):
  """The JSON the page carries, as the page's script reads it."""
  text = re.search(r'<script id="osdp-plan" type="application/json">(.*?)'
                   r'</script>', page, re.S).group(1)
  return json.loads(text)


def test_page_carries_the_report(mlp_plan, tmp_path):
  path = mlp_plan.report_html(tmp_path / "plan.html")
  page = open(path).read()
  assert _embedded_plan(page) == mlp_plan.report
  # Self-contained: nothing to fetch (the one address is SVG's namespace).
  assert not re.search(r"\b(src|href)\s*=|@import|url\(|<link|fetch\(|"
                       r"XMLHttpRequest", page)
  assert set(re.findall(r"https?://[^\s\"']*", page)) == {
      "http://www.w3.org/2000/svg"}
  assert not [f for f in os.listdir(tmp_path) if f != "plan.html"]


def test_command_line_writes_the_same_page(mlp_step, tmp_path):
  """`osdp-opt --osdp-report-html` and Plan.report_html write one page (a
  deterministic mode: the search's timings are not in it)."""
  plan = osdp.plan(mlp_step, mesh={"data": 2}, hardware="cpu", mode="osdp")
  source = tmp_path / "step.mlir"
  source.write_text(mlp_step)
  page = tmp_path / "cli.html"
  tools.run("osdp-opt", [source, "--osdp-auto-shard=mesh=data=2 "
                         "hardware=cpu mode=osdp",
                         "--osdp-report-html=%s" % page, "-o", os.devnull])
  ours = plan.report_html(tmp_path / "py.html")
  assert page.read_text() == open(ours).read()


def _chromium():
  for name in ("chromium", "chromium-browser"):
    if shutil.which(name):
      return shutil.which(name)
  pytest.fail("headless Chromium is needed to check the report page: "
              "install Debian's chromium (make deps)")


def _headless(page, *flags):
  """Runs Chromium headless on `page`; returns (stdout, stderr)."""
  command = [_chromium(), "--headless", "--no-sandbox", "--disable-gpu",
             "--hide-scrollbars", "--enable-logging=stderr", "--v=0",
             "--window-size=%d,%d" % WINDOW] + list(flags) + [
                 "file://" + str(page)]
  # Chromium puts a socket in $TMPDIR, whose path must fit a socket
  # address (108 bytes): a test runner's deep temporary folder may not.
  env = dict(os.environ, TMPDIR="/tmp")
  proc = subprocess.run(command, capture_output=True, text=True, timeout=120,
                        env=env)
  assert proc.returncode == 0, proc.stderr
  return proc.stdout, proc.stderr


def _plot_boxes(dom):
  """Each plot's name and its box on the page, as the page recorded them."""
  boxes = {}
  for svg in re.finditer(r"<svg[^>]*>", dom):
    tag = svg.group(0)
    name = re.search(r'data-plot="([^"]+)"', tag)
    box = re.search(r'data-box="([^"]+)"', tag)
    if name:
      boxes[name.group(1)] = tuple(int(v) for v in box.group(1).split(","))
  return boxes


def _distinct_colors(image, box):
  left, top, width, height = box
  region = image.crop((left, top, left + width, top + height))
  colors = region.getcolors(maxcolors=1 << 20) or []
  painted = sum(n for n, c in colors if c[:3] != (255, 255, 255))
  return len(colors), painted / max(1, width * height)


def test_page_renders_in_chromium(mlp_plan, tmp_path):
  from PIL import Image
  page = mlp_plan.report_html(tmp_path / "plan.html")
  dom, log = _headless(page, "--dump-dom")
  console = [line for line in log.splitlines() if ":CONSOLE" in line]
  assert not console, "console messages:\n" + "\n".join(console)
  assert 'data-rendered="yes"' in dom
  boxes = _plot_boxes(dom)
  assert set(boxes) == {"step-time", "memory", "lanes", "layers",
                        "communication"}
  shot = tmp_path / "plan.png"
  _headless(page, "--screenshot=%s" % shot)
  image = Image.open(shot).convert("RGB")
  assert image.size == WINDOW
  for name, box in boxes.items():
    assert box[1] + box[3] <= WINDOW[1], "%s is below the window" % name
    colors, painted = _distinct_colors(image, box)
    # A drawn plot has bars, lines, text: many colours and painted pixels.
    assert colors >= 8 and painted >= 0.02, (name, colors, painted)


def test_page_shows_every_mode_and_communication(mlp_plan, tmp_path):
  page = mlp_plan.report_html(tmp_path / "plan.html")
  dom, _ = _headless(page, "--dump-dom")
  predicted = [m for m, e in mlp_plan.baselines.items() if "predicted" in e]
  assert {"auto", "dp", "fsdp", "osdp"} <= set(predicted)
  for mode in predicted:
    assert re.search(r">%s( \u2605)?</text>" % mode, dom), mode
  points = mlp_plan.predicted["communication_points"]
  assert points
  # The costliest point's source frame is in the table.
  frame = points[0]["frames"][0]
  assert frame.replace("<", "&lt;").replace(">", "&gt;") in dom


def test_page_marks_the_kept_baseline(mlp_plan, tmp_path):
  """When the search keeps a baseline, that plan is the chosen one: its row
  has the star and the memory plot fills its curve, not auto's."""
  page = open(mlp_plan.report_html(tmp_path / "plan.html")).read()
  report = json.loads(json.dumps(mlp_plan.report))
  report["modes"]["auto"] = {"error": "no plan of the search fits",
                             "kept_baseline": "fsdp"}
  data = json.dumps(report).replace("<", "\\u003c")
  kept = tmp_path / "kept.html"
  kept.write_text(re.sub(
      r'(<script id="osdp-plan" type="application/json">).*?(</script>)',
      lambda m: m.group(1) + data + m.group(2), page, flags=re.S))
  dom, _ = _headless(kept, "--dump-dom")
  assert 'data-rendered="yes"' in dom
  assert re.search(r">fsdp \u2605</text>", dom)
  assert not re.search(r">(auto|dp|osdp) \u2605<", dom)
  assert "The search kept the fsdp baseline" in dom


def test_page_draws_the_lanes_in_flight(mlp_step, tmp_path):
  """With overlap=True, the chosen plan's schedule has collectives in
  flight: the lanes plot outlines them and the note gives what they hide."""
  plan = osdp.plan(mlp_step, mesh={"data": 2}, hardware="cpu", mode="dp",
                   overlap=True)
  lanes = plan.predicted["lanes"]
  assert [l for l in lanes if l[0] == "compute"]
  in_flight = [l for l in lanes if l[0] != "compute" and l[3]]
  assert in_flight
  # Each lane's stretches follow one another.
  for lane in ("compute", "communication"):
    mine = [l for l in lanes if (l[0] == "compute") == (lane == "compute")]
    assert all(a[2] <= b[1] + 1e-15 for a, b in zip(mine, mine[1:])), lane
  dom, _ = _headless(plan.report_html(tmp_path / "plan.html"), "--dump-dom")
  assert ", in flight: " in dom
  assert "of communication runs during compute." in dom


def test_page_names_the_recomputed_segments(mlp_step, tmp_path):
  """With remat=dots:1/2, the report says which part of the forward pass is
  recomputed and the page writes it among the plan's facts."""
  plan = osdp.plan(mlp_step, mesh={"data": 2}, hardware="cpu", mode="dp",
                   remat="dots:1/2")
  segments = plan.report["remat_segments"]
  assert plan.report["remat"] == "dots:1/2"
  assert (segments["recomputed"], segments["segments"]) == (1, 2)
  assert 0 < segments["segment_ops"] < segments["forward_ops"]
  assert segments["clones"] > 0
  dom, _ = _headless(plan.report_html(tmp_path / "plan.html"), "--dump-dom")
  assert ("all but the products' results, in the first 1 of 2 segments of "
          "the forward pass (%d of %d forward ops" %
          (segments["segment_ops"], segments["forward_ops"])) in dom


def test_page_names_the_search_recomputation(tmp_path):
  """Under mode=auto remat=auto, the search marks the ops it recomputes;
  the report says how many of the forward ops they are and the page
  writes it among the plan's facts."""
  step = pathlib.Path(__file__).resolve().parents[2] / "test" / "Inputs" / \
      "gpt2_2layer_train_step.mlir"
  plan = osdp.plan(step, mesh={"data": 2}, hardware="cpu", mode="auto",
                   memory="16MB", remat="auto", plan_only=True)
  segments = plan.report["remat_segments"]
  assert plan.report["remat"] == "marked"
  assert (segments["recomputed"], segments["segments"]) == (0, 0)
  assert 0 < segments["segment_ops"] < segments["forward_ops"]
  assert "osdp.recompute" in plan.partitioned
  dom, _ = _headless(plan.report_html(tmp_path / "plan.html"), "--dump-dom")
  assert ("all but the ops the search chose (%d of %d forward ops" %
          (segments["segment_ops"], segments["forward_ops"])) in dom
