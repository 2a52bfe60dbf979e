"""Run MaskedAttention in GRAPH_MODE with fixed weights and save its output (used by the --fix test)."""
import sys

import numpy as np
import mindspore as ms

sys.path.insert(0, sys.argv[1])
from attention import MaskedAttention  # noqa: E402

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)
net = MaskedAttention()
x = ms.Tensor(np.random.default_rng(0).standard_normal((2, 5, 16)).astype(np.float32))
np.save(sys.argv[2], net(x).asnumpy())
