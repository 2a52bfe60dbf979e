import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from model import SpeakerEncoder, AAMSoftmax


def load_batch(rng):
    mels = rng.normal(0, 1, (config.BATCH, config.N_MELS, config.FRAMES)).astype(np.float32)
    spk = rng.integers(0, config.N_SPEAKERS, config.BATCH).astype(np.int32)
    return ms.Tensor(mels), ms.Tensor(spk)


def main():
    ms.set_seed(config.SEED)
    np.random.seed(config.SEED)
    rng = np.random.default_rng(config.SEED)
    encoder, head = SpeakerEncoder(), AAMSoftmax()
    params = encoder.trainable_params() + head.trainable_params()
    opt = nn.Adam(params, learning_rate=config.LR)

    def forward(mels, spk):
        return head(encoder(mels), spk)

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)

    @ms.jit
    def train_step(mels, spk):
        loss, grads = grad_fn(mels, spk)
        opt(grads)
        return loss

    for step in range(config.STEPS):
        loss = train_step(*load_batch(rng))
        print(f"step {step}: aam loss {float(loss.asnumpy()):.3f}")


if __name__ == "__main__":
    main()
