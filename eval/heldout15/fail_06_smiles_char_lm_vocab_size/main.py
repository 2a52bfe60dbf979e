"""Character-level GRU language model on SMILES, the first step of a generative chemistry pipeline."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn

from corpus import load_corpus
from model import CharLM, NextCharLoss
from tokenizer import SmilesTokenizer, PAD_ID

MAX_LEN = 32
BATCH = 12
EPOCHS = 2


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(5)
    corpus = load_corpus()
    tok = SmilesTokenizer(corpus)
    tokens = tok.encode_batch(corpus, MAX_LEN)
    print(f"{len(corpus)} molecules, {tok.vocab_size} symbols")
    lm = CharLM(tok.vocab_size, 32, 64)
    train_net = nn.TrainOneStepCell(NextCharLoss(lm, tok.vocab_size, PAD_ID),
                                    nn.Adam(lm.trainable_params(), learning_rate=3e-3))
    train_net.set_train()
    rng = np.random.default_rng(0)
    for epoch in range(EPOCHS):
        order = rng.permutation(len(tokens))
        losses = [float(train_net(ms.Tensor(tokens[order[s:s + BATCH]])))
                  for s in range(0, len(tokens) - BATCH + 1, BATCH)]
        print(f"epoch {epoch + 1}: nll {np.mean(losses):.3f}")


if __name__ == "__main__":
    main()
