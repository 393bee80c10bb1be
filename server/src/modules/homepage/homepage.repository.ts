import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { HomepageSection } from './homepage.entity';

/** A section as saved: everything but its id, position and date. */
export type SectionColumns = Omit<HomepageSection, 'id' | 'position' | 'updatedAt'>;

/** Every statement on the homepage_section table; HomepageService keeps the rules. */
@Injectable()
export class HomepageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The sections in order. */
  sections(): Promise<HomepageSection[]> {
    return this.dataSource.manager.find(HomepageSection, { order: { position: 'ASC' } });
  }

  /** The sections become these, in this order, in the caller's transaction. */
  async replace(manager: EntityManager, sections: SectionColumns[]): Promise<void> {
    await manager.createQueryBuilder().delete().from(HomepageSection).execute();
    if (sections.length > 0)
      await manager.insert(
        HomepageSection,
        sections.map((section, position) => ({ ...section, position })),
      );
  }
}
