import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from melodies import random_walk_melodies
from model import MelodyRNN

ms.set_context(mode=ms.GRAPH_MODE)


class NextNoteLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, inputs, targets):
        logits = self.net(inputs)
        return self.ce(logits.reshape(-1, cfg.NUM_PITCHES), targets.reshape(-1))


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    net = MelodyRNN(cfg.NUM_PITCHES, cfg.EMBED_DIM, cfg.HIDDEN)
    opt = nn.Adam(net.trainable_params(), learning_rate=cfg.LR)
    step_fn = nn.TrainOneStepCell(NextNoteLoss(net), opt)
    step_fn.set_train()
    for step in range(cfg.STEPS):
        mel = random_walk_melodies(cfg.BATCH, cfg.SEQ_LEN + 1, rng)
        loss = step_fn(Tensor(mel[:, :-1]), Tensor(mel[:, 1:]))
        print(f"step {step}: next-note CE {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
