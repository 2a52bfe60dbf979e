import numpy as np
import mindspore as ms
from mindspore import nn

from data import toy_ner_corpus, batches
from model import TokenTagger

ms.set_context(mode=ms.GRAPH_MODE)

VOCAB, N_TAGS, MAX_LEN, BATCH = 800, 9, 32, 16


class TaggingLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.ce = nn.CrossEntropyLoss(ignore_index=-100)

    def construct(self, ids, bias, labels):
        logits = self.net(ids, bias)
        return self.ce(logits.reshape(-1, N_TAGS), labels.reshape(-1))


rng = np.random.default_rng(0)
sents, tags = toy_ner_corpus(64, VOCAB, N_TAGS, rng)
tagger = TokenTagger(VOCAB, N_TAGS, max_len=MAX_LEN)
trainer = nn.TrainOneStepCell(TaggingLoss(tagger), nn.AdamWeightDecay(tagger.trainable_params(), 5e-4))
trainer.set_train()
for epoch in range(2):
    losses = [trainer(ids, bias, labels).asnumpy() for ids, bias, labels in batches(sents, tags, BATCH, MAX_LEN)]
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
