import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from model import TweetClassifier
from text import TWEETS, build_vocab, encode, fake_glove

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)

vocab = build_vocab(TWEETS)
glove = fake_glove(vocab, np.random.default_rng(config.SEED))
ids, labels = encode(TWEETS, vocab)

net = TweetClassifier(glove, config.NUM_HEADS, len(config.LABELS))
loss_net = nn.WithLossCell(net, nn.CrossEntropyLoss())
train_net = nn.TrainOneStepCell(loss_net, nn.Adam(net.trainable_params(), learning_rate=config.LR))
train_net.set_train()

for step in range(config.STEPS):
    loss = train_net(Tensor(ids), Tensor(labels))
    print(f"step {step}: loss {loss.asnumpy():.4f}")
net.set_train(False)
pred = net(Tensor(ids)).argmax(axis=1).asnumpy()
print("train accuracy:", float((pred == labels).mean()))
