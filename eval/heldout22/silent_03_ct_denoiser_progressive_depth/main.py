import numpy as np
import mindspore as ms
import mindspore.nn as nn

import config
from phantoms import low_dose_pairs
from model import GrowingDenoiser


def psnr(pred, ref):
    return 10 * np.log10(1.0 / ((pred - ref) ** 2).mean())


def main():
    mode = ms.PYNATIVE_MODE if config.RUN_MODE == "pynative" else ms.GRAPH_MODE
    ms.set_context(mode=mode)
    ms.set_seed(config.SEED)
    noisy, clean = low_dose_pairs()

    net = GrowingDenoiser()
    train_net = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()),
                                    nn.Adam(net.trainable_params(), learning_rate=config.LEARNING_RATE))
    train_net.set_train()

    for stage in range(config.MAX_BLOCKS):
        block_params = net.blocks.trainable_params()
        start = [p.asnumpy().copy() for p in block_params]
        for step in range(config.STEPS_PER_STAGE):
            s = (step * config.BATCH_SIZE) % config.NUM_SLICES
            train_net(ms.Tensor(noisy[s:s + config.BATCH_SIZE]), ms.Tensor(clean[s:s + config.BATCH_SIZE]))
        moved = sum(int(not np.allclose(w0, p.asnumpy())) for w0, p in zip(start, block_params))
        print(f"stage {stage}: active blocks {net.active_blocks}, block tensors updated {moved}")
        net.grow()

    net.set_train(False)
    out = net(ms.Tensor(noisy)).asnumpy()
    print(f"PSNR noisy {psnr(noisy, clean):.2f} dB -> denoised {psnr(out, clean):.2f} dB")


if __name__ == "__main__":
    main()
