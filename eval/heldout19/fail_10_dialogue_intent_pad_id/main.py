import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import IntentClassifier
from tokenizer import WordTokenizer

UTTERANCES = [
    ("can i get a table for four tonight", 0), ("reserve a table at eight", 0),
    ("please cancel my order", 1), ("i want to cancel the delivery order", 1),
    ("where is my parcel right now", 2), ("track parcel number 5521", 2),
    ("when do you open on sunday", 3), ("what are your opening hours", 3),
]


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    texts = [u for u, _ in UTTERANCES]
    tok = WordTokenizer(texts)
    ids = ms.Tensor(tok.encode(texts, config.MAX_TOKENS))
    labels = ms.Tensor(np.array([y for _, y in UTTERANCES], dtype=np.int32))
    net = IntentClassifier(len(tok.vocab), config.EMBED_DIM, len(config.INTENTS), config.PAD_ID)
    step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.CrossEntropyLoss()),
                               nn.Adam(net.trainable_params(), learning_rate=0.05))
    step.set_train()
    for epoch in range(5):
        print(f"epoch {epoch}: loss {step(ids, labels).asnumpy():.4f}")
    net.set_train(False)
    pred = net(ids).argmax(-1).asnumpy()
    print("predicted:", [config.INTENTS[p] for p in pred])


if __name__ == "__main__":
    main()
