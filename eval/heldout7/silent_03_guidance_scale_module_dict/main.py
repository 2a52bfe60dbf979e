import numpy as np
import mindspore as ms

from config import MODEL, SAMPLING
from model import ConditionalDenoiser, ClassifierFreeGuidance
from sampler import ddim_sample

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(0)
    denoiser = ConditionalDenoiser(**MODEL)
    guided = ClassifierFreeGuidance(denoiser, null_label=MODEL["num_classes"])
    guided.set_train(False)
    labels = np.arange(SAMPLING["num_samples"]) % MODEL["num_classes"]
    for scale in (1.0, 3.0, 7.5):
        SAMPLING["guidance_scale"] = scale
        samples = ddim_sample(guided, labels, SAMPLING["num_steps"], MODEL["data_dim"], SAMPLING["seed"])
        print(f"w={scale}: mean {samples.mean():.4f} std {samples.std():.4f}")


if __name__ == "__main__":
    main()
