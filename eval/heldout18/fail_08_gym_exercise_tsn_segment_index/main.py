import mindspore as ms
import numpy as np
from mindspore import nn, Tensor

import config
from model import SegmentNetwork
from utils import synth_clips

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(config.SEED)
rng = np.random.default_rng(config.SEED)

net = SegmentNetwork(config)
loss_fn = nn.CrossEntropyLoss()
optimizer = nn.Adam(net.trainable_params(), learning_rate=config.LR)
train_net = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), optimizer)
train_net.set_train()

for step in range(config.STEPS):
    clips, labels = synth_clips(rng, config.BATCH_SIZE, config.CLIP_FRAMES, config.FRAME_SIZE, len(config.ACTIONS))
    loss = train_net(Tensor(clips), Tensor(labels))
    print(f"step {step} loss {loss.asnumpy():.4f}")

net.set_train(False)
clips, labels = synth_clips(rng, config.BATCH_SIZE, config.CLIP_FRAMES, config.FRAME_SIZE, len(config.ACTIONS))
pred = net(Tensor(clips)).argmax(axis=1).asnumpy()
print("predicted:", [config.ACTIONS[p] for p in pred])
