import os
import tempfile

import mindspore as ms
from mindspore import nn

from history import best_round

PATH = os.path.join(tempfile.gettempdir(), "msdiag_repro_best_round.ckpt")

if __name__ == "__main__":
    scores = [0.61, 0.74, 0.70]
    net = nn.Dense(2, 2)
    ms.save_checkpoint(net, PATH, append_dict={"best_round": best_round(scores), "best_score": max(scores)})
    print(sorted(ms.load_checkpoint(PATH)))
    os.remove(PATH)
