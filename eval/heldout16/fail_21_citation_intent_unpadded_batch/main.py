import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

import config
from citations import citation_contexts
from data import batches
from tokenizer import WordTokenizer


class IntentCNN(nn.Cell):
    def __init__(self, vocab_size):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, config.EMBED_DIM, padding_idx=0)
        self.conv = nn.Conv1d(config.EMBED_DIM, 32, 3, pad_mode="same")
        self.out = nn.Dense(32, len(config.INTENTS))

    def construct(self, ids):
        h = ops.relu(self.conv(self.embed(ids).transpose(0, 2, 1)))
        return self.out(h.max(axis=2))


def main():
    ms.set_seed(config.SEED)
    sentences, labels = citation_contexts(96, config.SEED)
    tok = WordTokenizer(sentences)
    net = IntentCNN(len(tok.itos))
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    loss_fn = nn.CrossEntropyLoss()
    grad_fn = ms.value_and_grad(lambda x, y: loss_fn(net(x), y), None, opt.parameters)
    rng = np.random.default_rng(config.SEED)
    for epoch in range(config.EPOCHS):
        losses = []
        for ids, y in batches(tok, sentences, labels, rng):
            loss, grads = grad_fn(ids, y)
            opt(grads)
            losses.append(float(loss.asnumpy()))
        print(f"epoch {epoch}: loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
