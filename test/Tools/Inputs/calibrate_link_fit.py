import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "..", "python", "tools"))
import calibrate  # noqa: E402

LATENCY, BANDWIDTH = 5e-6, 2e9
SIZES = [1 << 12, 1 << 16, 1 << 20, 1 << 24]

for ranks in (2, 4, 8):
  samples = [(kind, size,
              calibrate.messages_time(kind, size, ranks, LATENCY, BANDWIDTH))
             for size in SIZES for kind in ("all_reduce", "all_gather")]
  latency, bandwidth = calibrate.fit_link(samples, ranks)
  print("%d ranks: latency %.3f us, bandwidth %.3f GB/s" %
        (ranks, latency * 1e6, bandwidth / 1e9))

for size in (SIZES[0], SIZES[-1]):
  ring, tree = calibrate.message_terms("all_reduce", 8)
  time = calibrate.messages_time("all_reduce", size, 8, LATENCY, BANDWIDTH)
  print("all_reduce %d bytes on 8: %.3f us (tree %.3f, ring %.3f)" %
        (size, time * 1e6,
         (tree[0] * LATENCY + tree[1] * size / BANDWIDTH) * 1e6,
         (ring[0] * LATENCY + ring[1] * size / BANDWIDTH) * 1e6))

for samples in ([("all_gather", 4096, 1e-5), ("all_gather", 4096, 2e-5)],
                [("all_gather", 4096, 1e-3), ("all_gather", 1 << 20, 1e-5)]):
  try:
    calibrate.fit_link(samples, 2)
  except calibrate.CalibrationError as e:
    print("error: %s" % e)
