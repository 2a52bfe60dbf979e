import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor

from config import TrainConfig
from features import fake_log_mel

ms.set_context(mode=ms.GRAPH_MODE)


class AttentivePoolingClassifier(nn.Cell):
    def __init__(self, enc, num_classes):
        super().__init__()
        self.rnn = nn.LSTM(enc.input_dim, enc.hidden_dim, num_layers=enc.num_layers, batch_first=True,
                           bidirectional=enc.bidirectional, dropout=enc.dropout)
        out_dim = enc.hidden_dim * (2 if enc.bidirectional else 1)
        self.score = nn.Dense(out_dim, 1)
        self.cls = nn.Dense(out_dim, num_classes)

    def construct(self, feats, lengths):
        h, _ = self.rnn(feats)
        frames = ops.arange(feats.shape[1]).expand_dims(0)
        valid = frames < lengths.expand_dims(1)
        scores = self.score(h).squeeze(-1)
        scores = ops.masked_fill(scores, ~valid, -1e4)
        weights = ops.softmax(scores, axis=-1).expand_dims(-1)
        return self.cls((weights * h).sum(axis=1))


class WithLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, feats, lengths, labels):
        return self.ce(self.net(feats, lengths), labels)


cfg = TrainConfig()
rng = np.random.default_rng(0)
net = AttentivePoolingClassifier(cfg.encoder, cfg.num_emotions)
trainer = nn.TrainOneStepCell(WithLoss(net), nn.Adam(net.trainable_params(), learning_rate=cfg.lr))
trainer.set_train()
for epoch in range(cfg.epochs):
    feats, lengths = fake_log_mel(rng, cfg.batch_size * 4, cfg.max_frames)
    labels = rng.integers(0, cfg.num_emotions, size=len(feats)).astype(np.int32)
    for i in range(0, len(feats), cfg.batch_size):
        sl = slice(i, i + cfg.batch_size)
        loss = trainer(Tensor(feats[sl]), Tensor(lengths[sl]), Tensor(labels[sl]))
    print(f"epoch {epoch}: loss {loss.asnumpy():.4f}")
