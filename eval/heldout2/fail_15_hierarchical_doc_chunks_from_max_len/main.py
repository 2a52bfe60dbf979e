import numpy as np
import mindspore as ms
from mindspore import nn, ops

import config as C
from collate import collate

ms.set_context(mode=ms.GRAPH_MODE)


class HierarchicalEncoder(nn.Cell):
    """Encode each chunk with a GRU, then run a second GRU over the chunk vectors."""

    def __init__(self):
        super().__init__()
        self.chunk_len = C.CHUNK_LEN
        self.embed = nn.Embedding(C.VOCAB, C.D_MODEL, padding_idx=0)
        self.word_rnn = nn.GRU(C.D_MODEL, C.D_MODEL, batch_first=True)
        self.chunk_rnn = nn.GRU(C.D_MODEL, C.D_MODEL, batch_first=True)
        self.classifier = nn.Dense(C.D_MODEL, C.NUM_CLASSES)

    def construct(self, ids):
        b = ids.shape[0]
        n_chunks = C.MAX_LEN // self.chunk_len  # ROOT
        chunks = ids.reshape(b * n_chunks, self.chunk_len)
        _, h_word = self.word_rnn(self.embed(chunks))
        chunk_vecs = h_word[-1].reshape(b, n_chunks, -1)
        _, h_doc = self.chunk_rnn(chunk_vecs)
        return self.classifier(h_doc[-1])


rng = np.random.default_rng(12)
net = HierarchicalEncoder()
train = nn.TrainOneStepCell(
    nn.WithLossCell(net, nn.SoftmaxCrossEntropyWithLogits(sparse=True, reduction="mean")),
    nn.Adam(net.trainable_params(), learning_rate=1e-3),
)
train.set_train()
for step in range(6):
    docs = [rng.integers(1, C.VOCAB, size=rng.integers(60, 200)) for _ in range(8)]
    labels = rng.integers(0, C.NUM_CLASSES, size=8)
    ids, y = collate(docs, labels)
    loss = train(ids, y)
    print(f"step {step}: batch shape {ids.shape}, loss {loss.asnumpy():.4f}")
