"""Tiny BERT-style sentence classifier."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn
import mindspore.ops as ops

ms.set_context(mode=ms.GRAPH_MODE, device_target="CPU")

VOCAB, HIDDEN, HEADS, LAYERS, NUM_LABELS = 100, 32, 4, 2, 3


class SelfAttention(nn.Cell):
    def __init__(self, hidden, heads):
        super(SelfAttention, self).__init__()
        self.h = heads
        self.d = hidden // heads
        self.qkv = nn.Dense(hidden, 3 * hidden)
        self.out = nn.Dense(hidden, hidden)

    def construct(self, hidden_states, attention_mask):
        B, T, C = hidden_states.shape
        qkv = self.qkv(hidden_states).reshape(B, T, 3, self.h, self.d).transpose(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = ops.matmul(q, k.swapaxes(-1, -2)) / (self.d ** 0.5)
        scores = scores + attention_mask
        probs = ops.softmax(scores, axis=-1)
        ctx = ops.matmul(probs, v).transpose(0, 2, 1, 3).reshape(B, T, C)
        return self.out(ctx)


class EncoderLayer(nn.Cell):
    def __init__(self, hidden, heads):
        super(EncoderLayer, self).__init__()
        self.attention = SelfAttention(hidden, heads)
        self.ln1 = nn.LayerNorm((hidden,), epsilon=1e-12)
        self.ffn = nn.SequentialCell([nn.Dense(hidden, 4 * hidden), nn.GELU(), nn.Dense(4 * hidden, hidden)])
        self.ln2 = nn.LayerNorm((hidden,), epsilon=1e-12)

    def construct(self, hidden_states, attention_mask):
        attn_out = self.attention(hidden_states, attenion_mask=attention_mask)  # ROOT
        hidden_states = self.ln1(hidden_states + attn_out)
        return self.ln2(hidden_states + self.ffn(hidden_states))


class BertClassifier(nn.Cell):
    def __init__(self):
        super(BertClassifier, self).__init__()
        self.word_emb = nn.Embedding(VOCAB, HIDDEN)
        self.pos_emb = nn.Embedding(64, HIDDEN)
        self.layers = nn.CellList([EncoderLayer(HIDDEN, HEADS) for _ in range(LAYERS)])
        self.pooler = nn.Dense(HIDDEN, HIDDEN, activation="tanh")
        self.classifier = nn.Dense(HIDDEN, NUM_LABELS)

    def construct(self, input_ids, attention_mask):
        T = input_ids.shape[1]
        pos = ops.arange(T).expand_dims(0)
        h = self.word_emb(input_ids) + self.pos_emb(pos)
        ext_mask = (1.0 - attention_mask[:, None, None, :].astype(ms.float32)) * -10000.0
        for layer in self.layers:
            h = layer(h, ext_mask)
        return self.classifier(self.pooler(h[:, 0]))


class WithLoss(nn.Cell):
    def __init__(self, net):
        super(WithLoss, self).__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss()

    def construct(self, ids, mask, labels):
        return self.ce(self.net(ids, mask), labels)


net = BertClassifier()
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=1e-3)
train_step = nn.TrainOneStepCell(WithLoss(net), opt)
train_step.set_train()

ids = ms.Tensor(np.random.randint(1, VOCAB, size=(4, 12)), ms.int32)
mask = ms.Tensor(np.ones((4, 12)), ms.int32)
labels = ms.Tensor(np.array([0, 2, 1, 1]), ms.int32)
for step in range(3):
    loss = train_step(ids, mask, labels)
    print("step", step, "loss", loss)
