"""A clause classifier's vocabulary appends the padding id after the real tokens; the embedding is
sized with the number of real tokens, one short of holding the padding id."""
import mindspore as ms
from mindspore import nn

ms.set_context(mode=ms.GRAPH_MODE)


class Vocab:
    def __init__(self, texts):
        self.itos = ["<unk>"] + sorted({w for t in texts for w in t.split()})
        self.pad_id = len(self.itos)


class ClauseClassifier(nn.Cell):
    def __init__(self, vocab_size, pad_id, classes=3):
        super().__init__()
        self.embed = nn.Embedding(vocab_size, 8, padding_idx=pad_id)
        self.head = nn.Dense(8, classes)

    def construct(self, ids):
        return self.head(self.embed(ids).mean(axis=1))


if __name__ == "__main__":
    vocab = Vocab(["the tenant shall pay", "the landlord may end the lease"])
    vocab_size = len(vocab.itos) + 1
    net = ClauseClassifier(vocab_size, vocab.pad_id)
    print(type(net).__name__)
