import numpy as np
import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

from model import ClauseClassifier
from vocab import Vocab

LABELS = ["indemnity", "termination", "confidentiality"]
TEMPLATES = [
    "the supplier shall indemnify and hold harmless the customer against all claims",
    "either party may terminate this agreement upon thirty days written notice",
    "the recipient shall keep all confidential information strictly secret",
]
MAX_LEN = 16


def clauses(n, seed=6):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, len(LABELS), n)
    texts = []
    for y in labels:
        words = TEMPLATES[y].split()
        keep = rng.random(len(words)) > 0.2
        texts.append(" ".join(w for w, k in zip(words, keep) if k))
    return texts, labels.astype(np.int32)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(6)
    texts, labels = clauses(60)
    vocab = Vocab(texts)
    ids = np.array([vocab.encode(t, MAX_LEN) for t in texts], np.int32)
    vocab_size = len(vocab.itos)  # ROOT
    net = ClauseClassifier(vocab_size, vocab.pad_id, len(LABELS))
    train_ds = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True).batch(12)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=5e-3),
                  metrics={"accuracy"})
    model.train(2, train_ds, callbacks=[LossMonitor(5)])
    print(model.eval(train_ds))


if __name__ == "__main__":
    main()
