"""Assay panels measured for every tumour sample (column order of the merged feature table)."""

RNA_GENES = ["ESR1", "PGR", "ERBB2", "MKI67", "KRT5", "KRT17", "FOXA1", "GATA3"]
METHYLATION_PROBES = ["cg0001", "cg0002", "cg0003", "cg0004", "cg0005", "cg0006"]
PROTEIN_MARKERS = ["ER", "PR", "HER2", "Ki67", "EGFR"]
SUBTYPES = ["LumA", "LumB", "HER2", "Basal"]
