import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config
from model import TuneGPT
from utils import sample_batch

ms.set_context(mode=ms.GRAPH_MODE)

TUNES = [
    "|:GABc dedB|dedB dedB|c2ec B2dB|c2A2 A2BA:|\n",
    "|:D2FA dAFA|B2dB AFEF|D2FA dAFA|BAFE D4:|\n",
    "|:e2ge dBGB|c2ec BAGA|e2ge dBGB|cBAF G4:|\n",
]


class LMLoss(nn.Cell):
    def __init__(self, net, vocab_size):
        super().__init__()
        self.net = net
        self.vocab_size = vocab_size
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        logits = self.net(x)
        return self.ce(ops.reshape(logits, (-1, self.vocab_size)), ops.reshape(y, (-1,)))


def main():
    stoi = {ch: i for i, ch in enumerate(config.ALPHABET)}
    corpus = np.array([stoi[ch] for ch in "".join(TUNES * 6)], dtype=np.int32)
    vocab_size = len(config.ALPHABET)
    net = TuneGPT(vocab_size, config.BLOCK_SIZE, config.N_EMBD, config.N_HEAD, config.N_LAYER)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
    train = nn.TrainOneStepCell(LMLoss(net, vocab_size), opt)
    rng = np.random.default_rng(0)
    for step in range(config.STEPS):
        x, y = sample_batch(corpus, config.BLOCK_SIZE, config.BATCH_SIZE, rng)
        print(f"step {step} loss {float(train(x, y).asnumpy()):.4f}")


if __name__ == "__main__":
    main()
