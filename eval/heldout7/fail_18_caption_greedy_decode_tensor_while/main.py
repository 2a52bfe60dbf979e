import numpy as np
import mindspore as ms
from mindspore import Tensor

from model import Captioner
from vocab import WORDS, BOS_ID, EOS_ID, decode

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(3)
    rng = np.random.default_rng(0)
    images = Tensor(rng.random((2, 3, 16, 16), dtype=np.float32))
    captioner = Captioner(len(WORDS), BOS_ID, EOS_ID)
    captioner.set_train(False)
    ids = captioner(images).asnumpy()
    for row in ids:
        print("caption:", decode(row.tolist()))


if __name__ == "__main__":
    main()
