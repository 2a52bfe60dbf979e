import numpy as np
import mindspore as ms
from mindspore import nn

import config
import losses
from data import synthetic_utterances, batches
from model import ActClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    tokens, acts = synthetic_utterances(config.NUM_UTTERANCES, config.SEED)
    net = ActClassifier(config.VOCAB_SIZE, config.EMBED, len(config.ACTS))
    step = nn.TrainOneStepCell(nn.WithLossCell(net, losses.RampedSmoothingCE(len(config.ACTS))),
                               nn.Adam(net.trainable_params(), 1e-2))
    step.set_train()
    for epoch in range(config.EPOCHS):
        vals = [float(step(ms.Tensor(t), ms.Tensor(a))) for t, a in batches(tokens, acts, rng)]
        print(f"epoch {epoch} smoothed loss {np.mean(vals):.4f}")
    print(f"steps counted by the ramp: {losses.SMOOTHING_STEPS}, smoothing now {losses.current_smoothing():.2f}")
    net.set_train(False)
    probs = ms.ops.softmax(net(ms.Tensor(tokens)), axis=-1).asnumpy()
    print(f"mean max-probability (calibration) {probs.max(axis=1).mean():.3f}")


if __name__ == "__main__":
    main()
