"""Job-posting seniority classifier from bag-of-skills counts."""

SEED = 20
SKILLS = ["python", "sql", "spark", "airflow", "kubernetes", "terraform", "mentoring", "roadmap",
          "stakeholder", "excel", "tableau", "statistics", "ml", "docker", "aws", "budget"]
LEVELS = ["junior", "mid", "senior", "lead"]
BATCH = 8
EPOCHS = 1
LR = 1e-3
