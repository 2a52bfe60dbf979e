import numpy as np
import mindspore as ms

from model import GreedyCaptioner

VOCAB = ["<pad>", "<bos>", "<eos>", "a", "cat", "dog", "on", "the", "mat", "grass", "runs", "sits"]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    images = rng.random((2, 3, 32, 32)).astype(np.float32)
    net = GreedyCaptioner(len(VOCAB), 32, max_steps=6)
    net.set_train(False)
    ids = net(ms.Tensor(images)).asnumpy()
    for row in ids:
        print(" ".join(VOCAB[i] for i in row))


if __name__ == "__main__":
    main()
