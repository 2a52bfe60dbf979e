import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from corpus import CharCorpus
from model import CharGPT

ms.set_context(mode=ms.GRAPH_MODE)


class LMLoss(nn.Cell):
    def __init__(self, model, vocab_size):
        super().__init__()
        self.model = model
        self.vocab_size = vocab_size
        self.ce = nn.CrossEntropyLoss()

    def construct(self, x, y):
        logits = self.model(x)
        return self.ce(logits.reshape(-1, self.vocab_size), y.reshape(-1))


def main():
    ms.set_seed(0)
    rng = np.random.default_rng(0)
    corpus = CharCorpus()
    model = CharGPT(corpus.vocab_size, cfg)
    trainer = nn.TrainOneStepCell(LMLoss(model, corpus.vocab_size),
                                  nn.AdamWeightDecay(model.trainable_params(), learning_rate=cfg.LR))
    trainer.set_train()
    for step in range(cfg.STEPS):
        x, y = corpus.batch(cfg.BATCH, cfg.CONTEXT, rng)
        print(f"step {step}: bpc-ish loss {trainer(Tensor(x), Tensor(y)).asnumpy():.4f}")


if __name__ == "__main__":
    main()
