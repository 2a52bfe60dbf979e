"""A trainer records the best step in the checkpoint's `append_dict`. The step comes from
`np.argmax`, a NumPy integer, which `save_checkpoint` does not accept as a value. The line to
change is where the step is computed."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)
import os
import tempfile

if __name__ == "__main__":
    net = nn.Dense(3, 1)
    scores = [0.61, 0.74, 0.69]
    best_step = np.argmax(scores)  # expect: MSD106
    path = os.path.join(tempfile.mkdtemp(), "best.ckpt")
    ms.save_checkpoint(net, path, append_dict={"step": best_step, "score": scores[best_step]})
    print(ms.load_checkpoint(path)["step"])
