import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

from data import sft_batches
from losses import SFTLoss
from model import TinyCausalLM

VOCAB, MAX_LEN = 40, 12


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    rng = np.random.default_rng(0)
    lm = TinyCausalLM(VOCAB, max_len=MAX_LEN)
    trainer = nn.TrainOneStepCell(SFTLoss(lm), nn.AdamWeightDecay(lm.trainable_params(), learning_rate=3e-4))
    trainer.set_train()
    for step, (ids, labels) in enumerate(sft_batches(rng, VOCAB, batch=3, max_len=MAX_LEN, steps=2)):
        print("step", step, "loss", trainer(Tensor(ids), Tensor(labels)))


if __name__ == "__main__":
    main()
