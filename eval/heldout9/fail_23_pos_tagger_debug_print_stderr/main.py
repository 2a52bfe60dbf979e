import numpy as np
import mindspore as ms
from mindspore import nn

from model import BiLSTMTagger, MaskedTagLoss

VOCAB = 200
TAGS = 9
SEQ = 14


def make_batch(rng, n):
    tokens = rng.integers(1, VOCAB, size=(n, SEQ)).astype(np.int32)
    lengths = rng.integers(5, SEQ + 1, size=n)
    mask = (np.arange(SEQ)[None, :] < lengths[:, None]).astype(np.float32)
    tokens = (tokens * mask).astype(np.int32)
    tags = (tokens % TAGS).astype(np.int32)
    return tokens, tags, mask


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = BiLSTMTagger(VOCAB, TAGS)
    train = nn.TrainOneStepCell(MaskedTagLoss(net), nn.Adam(net.trainable_params(), 3e-3))
    train.set_train()
    for step in range(3):
        tokens, tags, mask = make_batch(rng, 16)
        loss = train(ms.Tensor(tokens), ms.Tensor(tags), ms.Tensor(mask))
        print(f"step {step} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
