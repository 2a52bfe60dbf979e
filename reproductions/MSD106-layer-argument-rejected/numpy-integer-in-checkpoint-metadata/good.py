"""The best step is a Python int."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
import os
import tempfile

if __name__ == "__main__":
    net = nn.Dense(3, 1)
    scores = [0.61, 0.74, 0.69]
    best_step = int(np.argmax(scores))
    path = os.path.join(tempfile.mkdtemp(), "best.ckpt")
    ms.save_checkpoint(net, path, append_dict={"step": best_step, "score": scores[best_step]})
    print(ms.load_checkpoint(path)["step"])
