import os

import numpy as np
import mindspore as ms

from model import VibrationEncoder
from observers import fake_quant

mode = ms.PYNATIVE_MODE if os.environ.get("RUN_MODE") == "pynative" else ms.GRAPH_MODE
ms.set_context(mode=mode)
ms.set_seed(29)

rng = np.random.default_rng(29)
freqs = np.arange(32)
calib = [np.abs(rng.normal(0, 1, (16, 32)) * 6.0 * np.exp(-((freqs - 9) ** 2) / 8.0)).astype(np.float32)
         for _ in range(4)]

encoder = VibrationEncoder()
encoder.set_train(False)
for batch in calib:                       # calibration pass over healthy-pump frames
    encoder(ms.Tensor(batch))
encoder.calibrating = False

scale = encoder.act_observer.scale()
print(f"observed batches: {len(encoder.act_observer.max_abs)}, int8 activation scale: {scale:.5f}")

x = ms.Tensor(calib[0])
h = encoder.fc1(x).asnumpy()
err = np.abs(fake_quant(h, scale) - h)
print(f"fc1 int8 error: mean {err.mean():.4f}, max {err.max():.4f}")
print(f"saturated activations: {float((np.abs(h) > 127 * scale).mean()):.3f}")
